/** The only module that reads import.meta.env (Jest maps it to testing/env.ts). */
export interface ClientEnv {
  /** Base URL of the REST API. Same origin in production; Vite proxies it in development. */
  readonly apiBase: string;
  /** Origin of the socket.io endpoint; empty means this page's origin. */
  readonly socketUrl: string;
  readonly isDev: boolean;
}

export const env: ClientEnv = {
  apiBase: import.meta.env.VITE_API_BASE ?? '/v1',
  socketUrl: import.meta.env.VITE_SOCKET_URL ?? '',
  isDev: import.meta.env.DEV,
};
