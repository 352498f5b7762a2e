import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../../components/OfflineBanner';
import { APP_MAX_WIDTH } from '../../config/ui';
import { selectIsLoggedIn } from '../../stores/auth-slice';
import { RequireAuth } from '../guards';
import { useAppSelector } from '../../stores/hooks';
import { MainLayout } from './MainLayout';

/**
 * A screen open to anyone (the fairness page's verifier, issue 30): inside the signed-in shell for a
 * player, in a plain phone-width column for a visitor, who has no bottom bar, inbox or reality check.
 */
export function OpenLayout() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (isLoggedIn) {
    return (
      <RequireAuth>
        <MainLayout />
      </RequireAuth>
    );
  }
  return (
    <Box maxW={APP_MAX_WIDTH} mx="auto" minH="100dvh" bg="gray.50">
      <OfflineBanner />
      <main>
        <Outlet />
      </main>
    </Box>
  );
}
