import type { ClientEnv } from '../config/env';

/** Jest's stand-in for config/env (which reads import.meta.env, unknown to ts-jest). */
export const env: ClientEnv = { apiBase: 'http://localhost/v1', socketUrl: 'http://localhost', isDev: false, freezeState: true };
