import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { OnlineCount } from '../../../shared/api/dashboard.js';
import { unitsToPoints } from '../../../shared/money.js';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_TOO_MANY,
  SOCKET_UNAUTHORIZED,
  SocketEvent,
  type StatusPayload,
} from '../../../shared/realtime.js';
import type { RoundsSnapshot } from '../../engine/round-engine.js';
import { sessionForToken } from '../../modules/auth/auth.service.js';
import { balanceOf } from '../../modules/ledger/ledger.service.js';
import { missedNotifications } from '../../modules/notifications/notifications.service.js';
import { toRound } from '../../modules/rounds/rounds.mapper.js';
import type { PlayerRow } from '../../modules/players/players.table.js';

type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * The sockets. Services never call it: they tell the event bus what happened (modules/events), and
 * this plugin, the one place that knows socket.io, turns that into socket events.
 */
export interface Realtime {
  toPlayer<E extends EventName>(playerId: number, event: E, payload: PayloadOf<E>): void;
  broadcast<E extends EventName>(event: E, payload: PayloadOf<E>): void;
  /** Supplies the per-zone rounds for STATUS (set by the round engine). */
  setStatusSource(source: () => Promise<RoundsSnapshot>): void;
  /** Players connected now on every instance (operators left out): the dashboard's "active now". */
  online(): Promise<OnlineCount>;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const playerRoom = (playerId: number) => `player:${playerId}`;

/** The handshake's `auth.since` (a reconnect: the server time of the client's last STATUS), when it is a time. */
function reconnectedSince(socket: ServerSocket): number | undefined {
  const since: unknown = (socket.handshake.auth as { since?: unknown } | undefined)?.since;
  return typeof since === 'number' && Number.isSafeInteger(since) && since > 0 ? since : undefined;
}

/** Sockets one player may hold on one instance (tabs and devices); one more is refused. */
export const MAX_SOCKETS_PER_PLAYER = 10;
/** setTimeout's longest delay (about 24.8 days); longer-lived tokens are rechecked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface SocketData {
  player: PlayerRow;
  /** When the handshake token expires (epoch ms): the socket is closed then. */
  expiresAt: number;
}
/** One instance's own count of connected players (not operators) and their sockets. */
interface LocalOnline {
  players: number;
  sockets: number;
}
/** Between instances (through the Redis adapter): each answers with its LocalOnline. */
interface InterServerEvents {
  onlineCount: (answer: (count: LocalOnline) => void) => void;
}
type ServerSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

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
    });
    let statusSource: (() => Promise<RoundsSnapshot>) | undefined;

    // Several instances: events fan out through Redis, so a socket on any instance gets them. Sharded
    // pub/sub (Redis 7), a channel per room: an event for one player reaches only the instances that
    // hold that player's sockets, not every instance (which decoded every bet's NEW_BALANCE).
    if (opts.redisUrl) {
      const pub = createClient({ url: opts.redisUrl });
      const sub = pub.duplicate();
      pub.on('error', (err) => app.log.error({ err }, 'redis (publish) error'));
      sub.on('error', (err) => app.log.error({ err }, 'redis (subscribe) error'));
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createShardedAdapter(pub, sub, { channelPrefix: opts.redisChannel ?? 'socket.io', subscriptionMode: 'dynamic' }));
      app.addHook('onClose', async () => {
        await Promise.allSettled([pub.quit(), sub.quit()]);
      });
      app.log.info('socket fan-out through Redis');
    }

    // Sockets per player on this instance, counted from the handshake (rooms are joined only once
    // connected, too late to stop a burst of parallel handshakes) until the connection closes.
    const socketsPerPlayer = new Map<number, number>();
    const holdSocketPlace = (playerId: number, socket: ServerSocket) => {
      const held = socketsPerPlayer.get(playerId) ?? 0;
      if (held >= MAX_SOCKETS_PER_PLAYER) return false;
      socketsPerPlayer.set(playerId, held + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (socketsPerPlayer.get(playerId) ?? 1) - 1;
        if (left > 0) socketsPerPlayer.set(playerId, left);
        else socketsPerPlayer.delete(playerId);
      };
      socket.once('disconnect', release);
      socket.conn.once('close', release);
      return true;
    };

    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token) return next(new Error(SOCKET_UNAUTHORIZED));
      sessionForToken(app.loadPlayer, token.replace(/^Bearer\s+/i, ''), 'access', app.authSettings).then(
        ({ player, claims }) => {
          if (!holdSocketPlace(player.id, socket)) return next(new Error(SOCKET_TOO_MANY));
          socket.data.player = player;
          socket.data.expiresAt = claims.exp * 1000;
          next();
        },
        () => next(new Error(SOCKET_UNAUTHORIZED)),
      );
    });

    io.on('connection', (socket: ServerSocket) => {
      const player = socket.data.player;
      void socket.join(playerRoom(player.id));
      // A socket outlives no token: closed when it expires (a longer wait is cut into steps).
      const expire = () => {
        const left = socket.data.expiresAt - app.ctx.clock.now();
        if (left <= 0) socket.disconnect(true);
        else expiry = setTimeout(expire, Math.min(left, MAX_TIMER_MS));
      };
      let expiry: NodeJS.Timeout | undefined;
      expire();
      socket.once('disconnect', () => clearTimeout(expiry));
      if (!statusSource) return;
      statusSource()
        .then(async (status) => {
          const [now, notifications] = await Promise.all([balanceOf(app.ctx.db, player.id), missedNotifications(app.ctx, player, reconnectedSince(socket))]);
          const payload: StatusPayload = { ...status, balance: unitsToPoints(now?.balance ?? 0), balanceVersion: now?.version ?? 0, notifications };
          socket.emit(SocketEvent.STATUS, payload);
        })
        .catch((err: unknown) => app.log.error({ err }, 'could not send STATUS'));
    });

    // Online now: each instance counts its own sockets; with Redis the others answer a server-side
    // event (one small answer per instance, not every socket's data as fetchSockets would send).
    // A player holding sockets on two instances counts on both. An instance silent for the
    // adapter's request time-out (5 s) is left out and the answer says so.
    const localOnline = (): LocalOnline => {
      const players = new Set<number>();
      let sockets = 0;
      for (const socket of io.of('/').sockets.values()) {
        if (socket.data.player?.role !== 'PLAYER') continue;
        sockets += 1;
        players.add(socket.data.player.id);
      }
      return { players: players.size, sockets };
    };
    io.on('onlineCount', (answer) => answer(localOnline()));
    const online = (): Promise<OnlineCount> => {
      const own = localOnline();
      if (!opts.redisUrl) return Promise.resolve({ ...own, instances: 1, complete: true });
      return new Promise((resolve) => {
        io.serverSideEmit('onlineCount', (err: Error | null, others: LocalOnline[]) => {
          const all = [own, ...others];
          resolve({ players: all.reduce((n, c) => n + c.players, 0), sockets: all.reduce((n, c) => n + c.sockets, 0), instances: all.length, complete: !err });
        });
      });
    };

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
      setStatusSource: (source) => {
        statusSource = source;
      },
      online,
    };
    app.decorate('realtime', service);

    // What happened, as sockets hear it (after the transaction that made it happen committed).
    const { events } = app.ctx;
    events.on('balanceChanged', ({ playerId, balance, version }) =>
      service.toPlayer(playerId, SocketEvent.NEW_BALANCE, { balance: unitsToPoints(balance), balanceVersion: version }),
    );
    events.on('roundClosed', ({ zone, last, current }) =>
      service.broadcast(SocketEvent.NEW_SESSION, { zone, last: toRound(last), current: toRound(current), serverTime: app.ctx.clock.now() }),
    );
    events.on('notified', ({ playerId, notification }) =>
      playerId === null ? service.broadcast(SocketEvent.NOTIFICATION, notification) : service.toPlayer(playerId, SocketEvent.NOTIFICATION, notification),
    );
    events.on('contentChanged', (payload) => service.broadcast(SocketEvent.CONTENT_CHANGED, payload));
    events.on('betPlaced', ({ playerId, betId, zone }) => service.toPlayer(playerId, SocketEvent.BET_PLACED, { betId, zone }));
    events.on('sessionsEnded', ({ playerId }) => {
      if (reachable(playerRoom(playerId))) io.in(playerRoom(playerId)).disconnectSockets(true);
    });
    // Open websockets would keep the HTTP server from closing: end them first (graceful shutdown).
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['db', 'context', 'auth'] },
);
