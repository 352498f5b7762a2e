import type { Persistor } from 'redux-persist';
import type * as OfflinePersistenceModule from './lib/offline-persistence';
import { createStore } from './app/store';
import { OFFLINE_STORAGE_KEY } from './config/constants';
import { env } from './config/env';
import { createLazyRealtimeSocket } from './lib/lazy-socket';
import { nextTask } from './lib/next-task';
import { restoreStyles } from './lib/style-cache';
import { HOME_TEXT_STYLES, layOutTextStyles } from './lib/warm-text';
import { signedOut } from './stores/auth-slice';
import { ready } from './stores/system-slice';

// The store starts from the saved session only if its token has more than 600 s left; a restored
// session is then refreshed from the server. The data kept for offline reading is read back before
// anything renders, so that a screen opened offline shows it at once. Routes render after both.
// The realtime socket opens with the first action while signed in, and follows the session; its
// library loads then, not on a signed-out first visit. So does the API (RTK Query and the endpoints).
// The components' styles of the last visit of this build (named by the entry's address) are put
// back before anything renders (lib/style-cache).
if (!env.isDev) restoreStyles(new URL(import.meta.url).pathname);
const store = createStore(undefined, { realtime: createLazyRealtimeSocket(env.socketUrl) });
// The design system's and the React tree's modules are asked for a task later (starting two dynamic
// imports is itself a few ms of main thread), and fetched at once.
const modules = nextTask().then(() => {
  preloadFirstScreen();
  return Promise.all([import('./app/theme'), import('./app/root')]);
});

/**
 * On a first visit, asks for every chunk of the two imports above at once (React with them, not a
 * round trip after them), as the build names them in index.html. A visit the service worker
 * serves has them at hand: appending the links would cost more main thread than it saves.
 */
function preloadFirstScreen() {
  if (navigator.serviceWorker?.controller) return;
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="first-screen-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

type OfflinePersistence = typeof OfflinePersistenceModule;

/** The offline slice's persistence (redux-persist): loaded signed in only; at once for a signed-in start. */
let persistence: Promise<OfflinePersistence> | undefined = store.getState().auth.isLoggedIn ? import('./lib/offline-persistence') : undefined;
let persistor: Persistor | undefined;

/** Persists the offline slice from now on, reading the saved data back first; resolves once the store has it. */
async function persistOffline(): Promise<void> {
  try {
    const { persistOffline: start } = await (persistence ??= import('./lib/offline-persistence'));
    persistor ??= await start(store);
  } catch {
    // Its chunk could not load (offline before the service worker had it): the next sign-in tries again.
    persistence = undefined;
  }
}

/** Reads the saved data back; resolves once the store has it. */
async function rehydrate(): Promise<void> {
  if (!store.getState().auth.isLoggedIn) {
    // Signed out at start (no session, or one about to expire): nothing of the last player stays.
    store.dispatch(signedOut());
    try {
      localStorage.removeItem(OFFLINE_STORAGE_KEY);
    } catch {
      // Storage refused: nothing was saved either.
    }
    // What a player who signs in here reads is kept for offline reading from then on.
    const unsubscribe = store.subscribe(() => {
      if (!store.getState().auth.isLoggedIn) return;
      unsubscribe();
      void persistOffline();
    });
  } else {
    await persistOffline();
    // The API arrives with the first screen that needs it; a restored session asks for it at once.
    void Promise.all([store.loadApi(), import('./api/profile')]).then(([, { profileApi }]) => store.dispatch(profileApi.endpoints.getProfile.initiate()));
  }
  store.dispatch(ready());
}

/**
 * The router reads sessionStorage when it is made (its view transitions). A page's first access to
 * sessionStorage opens it, 5-9 ms of this CPU: done in a task of its own, the router's is then short.
 */
function openSessionStorage() {
  try {
    void sessionStorage.length;
  } catch {
    // Storage refused (a private mode): the router does without it too.
  }
}

// Start-up in short tasks, never one long one, so that a slow phone stays responsive (Lighthouse
// counts every task over 50 ms of a 4x slower CPU as blocking): this one (the store); reading the
// saved data back; signed in, looking up the fonts of Home's text (lib/warm-text, one style per
// task); the design system's and the React tree's modules (app/theme, app/root: two
// chunks, each evaluated in a task of its own); building the design system (the largest piece of
// start-up work, in several tasks); opening sessionStorage; the router (it starts loading the first
// screen's chunk); then the first render, as a transition that React renders in slices. The first
// render waits for the saved data: it then draws the first screen itself, rather than a skeleton
// followed by a screen drawn in one go.
void (async () => {
  await nextTask();
  await rehydrate();
  // What was just read is written before the page goes (a reload, the app closed): redux-persist
  // otherwise writes a moment later.
  addEventListener('pagehide', () => void persistor?.flush());
  // Signed in, the first screen is Home: the fonts of its text are looked up ahead, one style per task.
  if (store.getState().auth.isLoggedIn) await layOutTextStyles(HOME_TEXT_STYLES);
  const [{ createAppSystemInTasks }, { createAppRouter, renderApp }] = await modules;
  const system = await createAppSystemInTasks();
  await nextTask();
  openSessionStorage();
  await nextTask();
  const router = createAppRouter(store);
  await nextTask();
  renderApp(store, system, router);
})();
