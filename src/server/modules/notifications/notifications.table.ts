import type { Generated, Selectable } from 'kysely';

/** Row of `notifications`: to one player, or to everyone when `playerId` is null (one row per broadcast). */
export interface NotificationsTable {
  id: Generated<number>;
  playerId: number | null;
  title: string;
  content: string;
  createdAt: number;
}

/** Row of `notification_reads`: a player read a notification (theirs, or a broadcast). */
export interface NotificationReadsTable {
  playerId: number;
  notificationId: number;
  readAt: number;
}

/** Row of `bet_result_reads`: a player read their result of a round (the inbox builds the entry from their stakes in it). */
export interface BetResultReadsTable {
  playerId: number;
  roundId: number;
  /** The round's end: reads are counted by the same range as the rounds played. */
  endsAt: number;
  readAt: number;
}

/** Row of `bet_result_marks`: 'Tất cả' read every result of a round ended by `readThrough`. */
export interface BetResultMarksTable {
  playerId: number;
  readThrough: number;
  markedAt: number;
}

export type NotificationRow = Selectable<NotificationsTable>;
