import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Deferred } from '../../components/Deferred';
import { MotionScope } from '../../components/MotionScope';
import { OfflineBanner } from '../../components/OfflineBanner';
import { APP_MAX_WIDTH, BOTTOM_NAV_HEIGHT } from '../../config/ui';
import { NotificationDialog } from '../../features/notifications/components/NotificationDialog';
import { RealityCheck } from '../../features/safety/components/RealityCheck';
import { playSessionClock } from '../../features/safety/lib/play-session';
import { BottomNav } from './BottomNav';

/** The signed-in shell: a phone-width column with the bottom bar always in reach, the live notifications and the reality check. */
export function MainLayout() {
  const [session] = useState(() => playSessionClock());
  return (
    <MotionScope>
      <Box maxW={APP_MAX_WIDTH} mx="auto" minH="100dvh" bg="gray.50" position="relative" pb={`calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom))`}>
        <OfflineBanner />
        <main>
          <Outlet />
        </main>
        <BottomNav />
        {/* Hidden until they have something to say: set up a task after the first screen. */}
        <Deferred>
          <NotificationDialog />
          <RealityCheck session={session} />
        </Deferred>
      </Box>
    </MotionScope>
  );
}
