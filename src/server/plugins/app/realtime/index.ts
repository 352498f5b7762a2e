// The realtime plugin: socket.io on the app's own HTTP server, put together from the jobs beside it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../../shared/realtime.js';
import { fanOutThroughRedis } from './fan-out.js';
import { handshake } from './handshake.js';
import { SocketPlaces } from './limits.js';
import { onlineCount } from './online.js';
import { relayDomainEvents } from './relay.js';
import { closeWhenTokenExpires, endRevokedSessions } from './revocation.js';
import { joinPlayerRoom, playerRooms } from './rooms.js';
import { statusOnConnect } from './status.js';
import type { InterServerEvents, Realtime, ServerSocket, SocketData } from './types.js';

/** The largest message a client may send over its socket. */
export const SOCKET_MESSAGE_MAX_BYTES = 16 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * socket.io on the app's own HTTP server (decisions section 8): the handshake carries
 * `auth: { token }`; a bad or expired token gets connect_error 'unauthorized'; each socket joins its
 * player's room and receives STATUS at once. A socket lives no longer than its token: it is closed
 * when the token expires, and when the player's tokens are revoked (password change).
 */
export default fp(
  async function realtime(app: FastifyInstance, opts: { redisUrl: string | undefined; redisChannel?: string }) {
    const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(app.server, {
      serveClient: false,
      // The app reconnects itself; keep the server's own timers close to the client's 20 s time-out.
      pingInterval: 20_000,
      pingTimeout: 20_000,
      // Clients send nothing but the handshake (`auth: { token, since }`, under 1 KB) and pings: a
      // larger message is cut off by the transport, before any token is checked (socket.io's
      // default lets 1 MB through, each a signature to verify).
      maxHttpBufferSize: SOCKET_MESSAGE_MAX_BYTES,
    });
    const fannedOut = Boolean(opts.redisUrl);
    if (opts.redisUrl) await fanOutThroughRedis(app, io, opts.redisUrl, opts.redisChannel ?? 'socket.io');

    io.use(handshake(app, new SocketPlaces()));
    const status = statusOnConnect(app);
    io.on('connection', (socket: ServerSocket) => {
      joinPlayerRoom(socket);
      closeWhenTokenExpires(socket, app.ctx.clock);
      status.send(socket);
    });

    const rooms = playerRooms(io, fannedOut, (event) => app.metrics.socketEvents.inc({ event }));
    app.metrics.onScrape(() => app.metrics.socketsConnected.set(io.engine.clientsCount));
    const service: Realtime = {
      io,
      toPlayer: rooms.toPlayer,
      broadcast: rooms.broadcast,
      setStatusSource: status.setSource,
      online: onlineCount(io, fannedOut),
    };
    app.decorate('realtime', service);
    relayDomainEvents(app, service);
    endRevokedSessions(app, rooms);

    // Open websockets would keep the HTTP server from closing: end them first (graceful shutdown).
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['db', 'context', 'auth', 'metrics'] },
);
