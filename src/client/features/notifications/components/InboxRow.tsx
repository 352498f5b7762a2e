import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { InboxItem } from '../../../../shared/api/notifications';
import { texts } from '../../../../shared/texts';
import { formatDateTime } from '../../../lib/format';

/** One notification: title, time and the start of its text; opening it shows all of it and marks it read. */
export function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Box as="li" listStyleType="none" data-testid="inbox-row" data-read={item.read} borderTopWidth="1px" borderColor="gray.100" _first={{ borderTopWidth: 0 }}>
      <Box
        as="button"
        w="full"
        textAlign="start"
        px="4"
        py="3"
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(!expanded);
          if (!item.read) onOpen(item);
        }}
      >
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2">
              {!item.read && <Box w="2" h="2" borderRadius="full" bg="red.500" flex="0 0 auto" aria-label={texts.home.inbox.unread} role="img" />}
              <Text fontWeight={item.read ? 'medium' : 'bold'} truncate>
                {item.title}
              </Text>
            </HStack>
            <Text color="gray.600" fontSize="sm" whiteSpace="pre-line" lineClamp={expanded ? undefined : 2}>
              {item.content}
            </Text>
          </Stack>
          <Text color="gray.500" fontSize="xs" flex="0 0 auto">
            {formatDateTime(item.createdAt)}
          </Text>
        </HStack>
      </Box>
    </Box>
  );
}
