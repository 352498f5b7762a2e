import { Box, Text } from '@chakra-ui/react';
import { coreTexts } from '../../shared/texts/core';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../stores/hooks';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from '../config/constants';
import { selectVisibleToast, toastDismissed, toastRemoved, type ToastVariant } from '../stores/toasts-slice';

const colours: Record<ToastVariant, { bg: string; color: string }> = {
  // green.700: white text on it reaches 4.5:1 (green.600 does not).
  success: { bg: 'green.700', color: 'white' },
  error: { bg: 'red.600', color: 'white' },
  default: { bg: 'gray.800', color: 'white' },
};

/** Shows the first queued toast at the top centre for 3 s, then its 175 ms exit, then the next (spec section 9). */
export function Toaster() {
  const toast = useAppSelector(selectVisibleToast);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!toast) return;
    const timer = toast.onUpdate === 'exit' ? setTimeout(() => dispatch(toastRemoved(toast.key)), TOAST_EXIT_MS) : setTimeout(() => dispatch(toastDismissed(toast.key)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);

  return (
    <Box position="fixed" top="max(12px, env(safe-area-inset-top))" left="0" right="0" zIndex="toast" display="flex" justifyContent="center" pointerEvents="none" px="4">
      {toast && (
        <Box
          key={toast.key}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          data-variant={toast.variant}
          data-update={toast.onUpdate}
          onClick={() => dispatch(toastDismissed(toast.key))}
          {...colours[toast.variant]}
          pointerEvents="auto"
          px="4"
          py="3"
          borderRadius="xl"
          boxShadow="lg"
          fontWeight="medium"
          maxW="md"
          textAlign="center"
          // CSS entrance and exit (keyframes in theme.ts): toasts show on the sign-in screens, which load no motion library.
          animation={toast.onUpdate === 'exit' ? `toast-out ${TOAST_EXIT_MS}ms ease-in forwards` : 'toast-in 0.2s ease-out'}
          _motionReduce={{ animation: 'none' }}
        >
          {toast.message}
          {toast.reference && (
            <Text fontSize="xs" fontWeight="normal" opacity={0.85} mt="1" wordBreak="break-all">
              {coreTexts.errors.reference(toast.reference)}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
