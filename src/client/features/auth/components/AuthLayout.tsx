import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { APP_MAX_WIDTH, BRAND_GRADIENT } from '../../../config/ui';

/** The signed-out screens (and a temporary password's change): the brand gradient behind a phone-width column, the page's main landmark. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <Box minH="100dvh" bg={BRAND_GRADIENT}>
      <Box as="main" maxW={APP_MAX_WIDTH} mx="auto" minH="100dvh" display="flex" flexDirection="column" px="6" pt="calc(env(safe-area-inset-top) + 24px)" pb="8">
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}
