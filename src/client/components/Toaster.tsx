import { Box } from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from '../config/constants';
import { selectVisibleToast, toastDismissed, type ToastVariant } from '../stores/toasts-slice';

const colours: Record<ToastVariant, { bg: string; color: string }> = {
  success: { bg: 'green.600', color: 'white' },
  error: { bg: 'red.600', color: 'white' },
  default: { bg: 'gray.800', color: 'white' },
};

/** Shows the first queued toast at the top centre for 3 s, then the next (spec section 9). */
export function Toaster() {
  const toast = useAppSelector(selectVisibleToast);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.key)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);

  return (
    <Box position="fixed" top="max(12px, env(safe-area-inset-top))" left="0" right="0" zIndex="toast" display="flex" justifyContent="center" pointerEvents="none" px="4">
      <AnimatePresence mode="wait">
        {toast && (
          <m.div
            key={toast.key}
            initial={{ opacity: 0, y: -16, scale: 0.96 }}
            animate={{ opacity: 1, y: 0, scale: 1, transition: { duration: 0.2 } }}
            exit={{ opacity: 0, y: -12, transition: { duration: TOAST_EXIT_MS / 1000 } }}
            style={{ pointerEvents: 'auto' }}
          >
            <Box
              role={toast.variant === 'error' ? 'alert' : 'status'}
              data-variant={toast.variant}
              onClick={() => dispatch(toastDismissed(toast.key))}
              {...colours[toast.variant]}
              px="4"
              py="3"
              borderRadius="xl"
              boxShadow="lg"
              fontWeight="medium"
              maxW="md"
              textAlign="center"
            >
              {toast.message}
            </Box>
          </m.div>
        )}
      </AnimatePresence>
    </Box>
  );
}
