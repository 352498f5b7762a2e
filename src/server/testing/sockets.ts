import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app.js';

// Real sockets against a test app (the realtime tests): the app listening on a free port, sockets
// opened as the app opens them (websocket only, no reconnection), closed after each test.

/** Starts the app listening on a free port of 127.0.0.1; its base URL. */
export async function listenOnFreePort(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The sockets a test file opens; `afterEach(sockets.closeAll)` disconnects them after each test. */
export function testSockets() {
  const sockets: Socket[] = [];
  /** A socket with this handshake, as the app opens one. */
  const connectWith = (url: string, auth: Record<string, unknown>): Socket => {
    const socket = connect(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return socket;
  };
  return {
    connectWith,
    /** A socket with the handshake the app sends: `token`, and `since` on a reconnect. */
    open: (url: string, token?: string, since?: number): Socket => connectWith(url, token === undefined ? {} : since === undefined ? { token } : { token, since }),
    closeAll: (): void => void sockets.splice(0).forEach((s) => s.disconnect()),
  };
}

/** The next `event` the socket hears that `accept` takes. */
export const nextEvent = <T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true): Promise<T> =>
  new Promise<T>((resolve) => {
    const handler = (payload: T) => {
      if (!accept(payload)) return;
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
