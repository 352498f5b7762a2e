import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * The content area under a ScreenHeader: padded, at least one screen tall (so that nothing jumps
 * when data arrives), with the loading overlay over it while its first data loads.
 */
export function ScreenBody({ loading = false, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <Box position="relative" minH="calc(100dvh - 56px - 64px)">
      <Stack gap="3" p="4" aria-busy={loading}>
        {children}
      </Stack>
      <LoadingOverlay show={loading} />
    </Box>
  );
}
