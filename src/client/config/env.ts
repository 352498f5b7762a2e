/** The only module that reads import.meta.env (Jest maps it to testing/env.ts). */
export interface ClientEnv {
  /** Base URL of the REST API. Same origin in production; Vite proxies it in development. */
  readonly apiBase: string;
  /** Origin of the socket.io endpoint; empty means this page's origin. */
  readonly socketUrl: string;
  readonly isDev: boolean;
  /**
   * Whether Immer freezes every state it produces (a mutation of the state then throws): on in
   * development and in the tests, which catch such a bug; off in the built app, where freezing walks
   * every new state (each API answer, the saved data read back at start) on a phone's main thread.
   */
  readonly freezeState: boolean;
}

export const env: ClientEnv = {
  apiBase: import.meta.env.VITE_API_BASE ?? '/v1',
  socketUrl: import.meta.env.VITE_SOCKET_URL ?? '',
  isDev: import.meta.env.DEV,
  freezeState: import.meta.env.DEV,
};
