import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../components/Toaster';
import type { AppStore } from './store';
import { system } from './theme';

/** Everything every screen needs around it: the store, the design system, toasts. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </Provider>
  );
}
