import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { texts } from '../../shared/texts';

/** Semi-transparent dark overlay with a spinner over the content while it loads (spec section 9). */
export function LoadingOverlay({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box position="absolute" inset="0" bg="blackAlpha.500" display="flex" alignItems="center" justifyContent="center" zIndex="overlay" role="status">
      <Spinner size="lg" color="white" />
      <VisuallyHidden>{texts.shell.loading}</VisuallyHidden>
    </Box>
  );
}
