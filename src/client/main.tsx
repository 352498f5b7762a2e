import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { profileApi } from './api/profile';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { createStore } from './app/store';
import { env } from './config/env';
import { UpdatePrompt } from './features/pwa/UpdatePrompt';
import { createRealtimeSocket } from './lib/socket';
import { ready } from './stores/system-slice';

// The store starts from the saved session only if its token has more than 600 s left; a restored
// session is then refreshed from the server. Routes render once this check is done. The realtime
// socket opens with the first action while signed in, and follows the session from then on.
const store = createStore(undefined, { realtime: createRealtimeSocket(env.socketUrl) });
if (store.getState().auth.isLoggedIn) void store.dispatch(profileApi.endpoints.getProfile.initiate());
store.dispatch(ready());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider store={store}>
      <RouterProvider router={createRouter()} />
      <UpdatePrompt />
    </AppProvider>
  </StrictMode>,
);
