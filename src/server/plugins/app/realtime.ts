import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { unitsToPoints } from '../../../shared/money.js';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_UNAUTHORIZED,
  SocketEvent,
  type StatusPayload,
} from '../../../shared/realtime.js';
import { playerForToken } from '../../modules/auth/auth.service.js';
import type { PlayerRow } from '../../modules/players/players.table.js';

type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** What services call after their transaction commits; they never see socket.io itself. */
export interface Realtime {
  toPlayer<E extends EventName>(playerId: number, event: E, payload: PayloadOf<E>): void;
  broadcast<E extends EventName>(event: E, payload: PayloadOf<E>): void;
  /** Sends NEW_BALANCE with the balance in units converted to points. */
  balance(playerId: number, balanceUnits: number): void;
  /** Supplies the per-zone rounds for STATUS (set by the round engine). */
  setStatusSource(source: () => Promise<Omit<StatusPayload, 'balance'>>): void;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const playerRoom = (playerId: number) => `player:${playerId}`;

/**
 * socket.io on the app's own HTTP server (decisions section 8): the handshake carries
 * `auth: { token }`; a bad or expired token gets connect_error 'unauthorized'; each socket joins its
 * player's room and receives STATUS at once.
 */
export default fp(
  async function realtime(app: FastifyInstance, opts: { redisUrl: string | undefined; redisChannel?: string }) {
    const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { player: PlayerRow }>(app.server, {
      serveClient: false,
      // The app reconnects itself; keep the server's own timers close to the client's 20 s time-out.
      pingInterval: 20_000,
      pingTimeout: 20_000,
    });
    let statusSource: (() => Promise<Omit<StatusPayload, 'balance'>>) | undefined;

    // Several instances: events fan out through Redis, so a socket on any instance gets them.
    if (opts.redisUrl) {
      const pub = createClient({ url: opts.redisUrl });
      const sub = pub.duplicate();
      pub.on('error', (err) => app.log.error({ err }, 'redis (publish) error'));
      sub.on('error', (err) => app.log.error({ err }, 'redis (subscribe) error'));
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub, { key: opts.redisChannel ?? 'socket.io' }));
      app.addHook('onClose', async () => {
        await Promise.allSettled([pub.quit(), sub.quit()]);
      });
      app.log.info('socket fan-out through Redis');
    }

    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token) return next(new Error(SOCKET_UNAUTHORIZED));
      playerForToken(app.loadPlayer, token.replace(/^Bearer\s+/i, ''), 'access', app.authSettings).then(
        (player) => {
          socket.data.player = player;
          next();
        },
        () => next(new Error(SOCKET_UNAUTHORIZED)),
      );
    });

    io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { player: PlayerRow }>) => {
      const player = socket.data.player;
      void socket.join(playerRoom(player.id));
      if (!statusSource) return;
      statusSource()
        .then(async (status) => {
          const row = await app.db.selectFrom('players').select('balance').where('id', '=', player.id).executeTakeFirst();
          socket.emit(SocketEvent.STATUS, { ...status, balance: unitsToPoints(row?.balance ?? 0) });
        })
        .catch((err: unknown) => app.log.error({ err }, 'could not send STATUS'));
    });

    // Without Redis every listener is local: a player with no socket here needs no packet built.
    const reachable = (room: string) => Boolean(opts.redisUrl) || (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
    const service: Realtime = {
      io,
      toPlayer: (playerId, event, payload) => {
        if (!reachable(playerRoom(playerId))) return;
        // socket.io's typed emit needs the event's literal type; the payload type is checked by the signature.
        (io.to(playerRoom(playerId)).emit as (e: string, p: unknown) => boolean)(event, payload);
      },
      broadcast: (event, payload) => {
        (io.emit as (e: string, p: unknown) => boolean)(event, payload);
      },
      balance: (playerId, balanceUnits) => service.toPlayer(playerId, SocketEvent.NEW_BALANCE, { balance: unitsToPoints(balanceUnits) }),
      setStatusSource: (source) => {
        statusSource = source;
      },
    };
    app.decorate('realtime', service);
    // Open websockets would keep the HTTP server from closing: end them first (graceful shutdown).
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
