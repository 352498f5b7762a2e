import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { texts } from '../../../../../shared/texts';

const t = texts.console.content;

interface OrderedRowProps {
  /** Names the row for the buttons' accessible names ('Đưa lên Banner 2'). */
  readonly label: string;
  readonly image: string;
  /** Width:height of the thumbnail, as Home shows the image. */
  readonly ratio: number;
  readonly first: boolean;
  readonly last: boolean;
  /** While a reorder is under way: the arrows wait for the server's order. */
  readonly moving: boolean;
  readonly onMove: (step: -1 | 1) => void;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly children: ReactNode;
}

/** One banner or partner in Home's order: thumbnail, what it is, up/down, edit, delete. */
export function OrderedRow({ label, image, ratio, first, last, moving, onMove, onEdit, onDelete, children }: OrderedRowProps) {
  return (
    <HStack as="li" listStyleType="none" gap="3" p="3" bg="white" borderWidth="1px" borderRadius="lg" align="center" wrap={{ base: 'wrap', md: 'nowrap' }} data-testid="content-row">
      <Stack gap="1" flex="0 0 auto">
        <IconButton size="xs" variant="outline" aria-label={`${t.moveUp} ${label}`} disabled={first || moving} onClick={() => onMove(-1)}>
          <Text aria-hidden>▲</Text>
        </IconButton>
        <IconButton size="xs" variant="outline" aria-label={`${t.moveDown} ${label}`} disabled={last || moving} onClick={() => onMove(1)}>
          <Text aria-hidden>▼</Text>
        </IconButton>
      </Stack>
      <Box flex="0 0 auto" h="16" aspectRatio={ratio} borderRadius="md" overflow="hidden" bg="gray.100" borderWidth="1px">
        <img src={image} alt={label} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      <Stack gap="1" flex="1" minW="40">
        {children}
      </Stack>
      <HStack gap="2" flex="0 0 auto">
        <Button size="sm" variant="outline" aria-label={`${t.edit} ${label}`} onClick={onEdit}>
          {t.edit}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`${t.delete} ${label}`} onClick={onDelete}>
          {t.delete}
        </Button>
      </HStack>
    </HStack>
  );
}
