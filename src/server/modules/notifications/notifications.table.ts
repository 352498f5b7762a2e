import type { Generated, Selectable } from 'kysely';

/** Row of `notifications`: to one player, or to everyone when `playerId` is null (one row per broadcast). */
export interface NotificationsTable {
  id: Generated<number>;
  playerId: number | null;
  title: string;
  content: string;
  createdAt: number;
  /** The round a bet result tells (one per player per round, written by settlement); null for any other notification. */
  roundId: number | null;
}

/** Row of `notification_reads`: a player read a notification (theirs, or a broadcast). */
export interface NotificationReadsTable {
  playerId: number;
  notificationId: number;
  readAt: number;
}

export type NotificationRow = Selectable<NotificationsTable>;
