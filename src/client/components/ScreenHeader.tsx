import { Box, Heading, IconButton } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { BRAND_GRADIENT } from '../config/ui';
import { ArrowLeftIcon } from './icons';

/**
 * The title bar of a screen, with a back arrow to `backTo` (or the previous screen); a bottom-bar
 * tab (`tab`) has none, as tabs are reached from the bar, not from another screen.
 */
export function ScreenHeader({ title, backTo, backLabel = 'Quay lại', tab = false }: { title: string; backTo?: string; backLabel?: string; tab?: boolean }) {
  const navigate = useNavigate();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg={BRAND_GRADIENT} color="white" display="flex" alignItems="center" h="14" px="1" pt="env(safe-area-inset-top)">
      {!tab && (
        <IconButton aria-label={backLabel} variant="ghost" color="white" size="lg" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => (backTo ? navigate(backTo) : navigate(-1))}>
          <ArrowLeftIcon />
        </IconButton>
      )}
      <Heading as="h1" size="md" flex="1" textAlign="center" pl={tab ? '12' : undefined} pr="12">
        {title}
      </Heading>
    </Box>
  );
}
