import { ChakraProvider } from '@chakra-ui/react';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../components/Toaster';
import type { AppStore } from './store';
import { system } from './theme';

/**
 * Everything every screen needs around it: the store, the design system, toasts, and motion.
 * Motion loads only its DOM animation features (`m` components; `strict` refuses the full
 * `motion` ones) and follows the device's reduced-motion setting.
 */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ChakraProvider value={system}>
        <LazyMotion features={domAnimation} strict>
          <MotionConfig reducedMotion="user">
            {children}
            <Toaster />
          </MotionConfig>
        </LazyMotion>
      </ChakraProvider>
    </Provider>
  );
}
