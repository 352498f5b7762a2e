import type { Round } from './api/rounds.js';
import type { Zone } from './game.js';

/** Socket event names, declared once for both sides (decisions section 8). */
export const SocketEvent = {
  STATUS: 'STATUS',
  NEW_SESSION: 'NEW_SESSION',
  NEW_BALANCE: 'NEW_BALANCE',
  NOTIFICATION: 'NOTIFICATION',
  CONTENT_CHANGED: 'CONTENT_CHANGED',
  BET_PLACED: 'BET_PLACED',
  NOTIFICATIONS_READ: 'NOTIFICATIONS_READ',
} as const;

/** Per zone: the open round (with its commitment) and the last settled one (with result and seed). */
export type ZoneRounds = Readonly<Record<Zone, { readonly current: Round; readonly last: Round | null }>>;

/** Sent to a socket right after it connects: everything the screen needs to be right. */
export interface StatusPayload {
  /** Server clock in epoch ms, for the countdown offset. */
  readonly serverTime: number;
  /** Points. */
  readonly balance: number;
  /** The balance's version: an older NEW_BALANCE or profile arriving later is ignored. */
  readonly balanceVersion: number;
  readonly zones: ZoneRounds;
  /**
   * On a reconnect (the handshake's `auth.since`, the server time of the last STATUS this client
   * had): the unread notifications sent since then, at most two minutes back, oldest first, which
   * the socket may have missed while it was down, then the bet results of the rounds that ended since
   * then (the app drops its socket as a countdown ends, when the round settles). The app shows those
   * it has not shown yet (by id).
   * Empty on a first connect: older ones wait in the inbox.
   */
  readonly notifications: readonly NotificationPayload[];
  /**
   * On a reconnect: what the player read since then on any device, as the inbox names it (at most
   * two minutes back), `all` if they read everything ('Tất cả'): the NOTIFICATIONS_READ this socket
   * missed while it was down. The app closes those dialogs. No ids on a first connect.
   */
  readonly read: { readonly ids: readonly string[]; readonly all?: true };
}

/** To everyone when a round of `zone` closes: `last` is the round just settled, `current` the new open one. */
export interface NewSessionPayload {
  readonly zone: Zone;
  readonly last: Round;
  readonly current: Round;
  readonly serverTime: number;
}

/** To one player after every change of their balance (points), with its version (higher is newer). */
export interface NewBalancePayload {
  readonly balance: number;
  readonly balanceVersion: number;
}

/**
 * To one player or everyone. `bet` is set when it concerns a bet (the spec's "carries a bet": the
 * app plays a sound): a bettor's result when a round settles, also kept in their inbox under the same id.
 */
export interface NotificationPayload {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly bet?: NotificationBet;
}

/** A bettor's part in a settled round, as a bet-result NOTIFICATION carries it (points). */
export interface NotificationBet {
  readonly roundId: number;
  readonly zone: Zone;
  readonly incId: number;
  /** The round's digits. */
  readonly result: string;
  /** How many bets the player had in the round. */
  readonly bets: number;
  /** Points staked, all those bets together. */
  readonly amount: number;
  /** Points won; 0 when every bet lost. */
  readonly winnings: number;
}

/** To everyone when an operator changes Home's banners or partners: the app fetches them again. */
export interface ContentChangedPayload {
  readonly part: 'banners' | 'partners';
}

/** To one player when one of their bets is committed (from any device): their bet lists fetch again. */
export interface BetPlacedPayload {
  readonly betId: number;
  readonly zone: Zone;
}

/**
 * To every socket of a player (every device, every instance) once a read of theirs is stored: the
 * notifications read (`ids`, as the inbox names them) or all of them, and the unread count left.
 * The app closes their dialog and shows the count (issue 50 §3).
 */
export interface NotificationsReadPayload {
  readonly ids?: readonly string[];
  readonly all?: true;
  readonly unread: number;
}

/** Server-to-client events and their payloads (socket.io typing). */
export interface ServerToClientEvents {
  STATUS: (payload: StatusPayload) => void;
  NEW_SESSION: (payload: NewSessionPayload) => void;
  NEW_BALANCE: (payload: NewBalancePayload) => void;
  NOTIFICATION: (payload: NotificationPayload) => void;
  CONTENT_CHANGED: (payload: ContentChangedPayload) => void;
  BET_PLACED: (payload: BetPlacedPayload) => void;
  NOTIFICATIONS_READ: (payload: NotificationsReadPayload) => void;
}

/**
 * The client sends nothing but its handshake: `auth: { token, since? }`, `since` being the server
 * time (epoch ms) of the last STATUS it had, on a reconnect.
 */
export type ClientToServerEvents = Record<string, never>;

/** The connect_error message for a missing, bad or expired token. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

/** The connect_error message when a player already has the most sockets one instance takes. */
export const SOCKET_TOO_MANY = 'too_many_connections';
