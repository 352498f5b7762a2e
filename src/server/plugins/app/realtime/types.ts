// The types the realtime files share: the service the app sees, and socket.io's typed server and sockets.
import type { Server, Socket } from 'socket.io';
import type { OnlineCount } from '../../../../shared/api/dashboard.js';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../../shared/realtime.js';
import type { RoundsSnapshot } from '../../../engine/round-engine.js';
import type { PlayerRow } from '../../../modules/players/players.table.js';

export type EventName = keyof ServerToClientEvents;
export type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

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

export interface SocketData {
  player: PlayerRow;
  /** When the handshake token expires (epoch ms): the socket is closed then. */
  expiresAt: number;
  /** The sign-in (token family) its token belongs to, when it has one: ending that sign-in closes the socket. */
  signIn?: number;
}

/** One instance's own count of connected players (not operators) and their sockets. */
export interface LocalOnline {
  players: number;
  sockets: number;
}

/** Between instances (through the Redis adapter): each answers with its LocalOnline. */
export interface InterServerEvents {
  onlineCount: (answer: (count: LocalOnline) => void) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ServerSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
