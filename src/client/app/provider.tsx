import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../components/Toaster';
import type { AppStore } from './store';

/**
 * Everything every screen needs around it: the store, the design system (app/theme's `createAppSystem()`,
 * given by the caller: main.tsx builds it in a task of its own) and toasts. Motion is not here: it wraps
 * the screens that animate (`MotionScope`), so the first visit does not download it.
 */
export function AppProvider({ store, system, children }: { store: AppStore; system: SystemContext; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </Provider>
  );
}
