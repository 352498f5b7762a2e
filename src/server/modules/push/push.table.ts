import type { Generated, Selectable } from 'kysely';

/**
 * Row of `push_subscriptions`: one device of one player (migration 0021). An endpoint belongs to
 * one player at a time (unique); it lives as long as the sign-in it was made in (`familyId`).
 */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  playerId: number;
  /** The sign-in (token_families.id) that made it: signing out, or the sign-in ending, removes it. Null: a token from before sign-ins were kept. */
  familyId: number | null;
  /** The push service's URL for this device (an allowed origin). */
  endpoint: string;
  /** The device's P-256 public key and 16-byte auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  /** The browser's `expirationTime` (epoch ms), null when none. */
  expiresAt: number | null;
  createdAt: number;
  /** When a push service last accepted a push for it. */
  lastSuccessAt: number | null;
}

/** Row of `push_preferences`: a player's choices (no row: PUSH_PREFERENCE_DEFAULTS); 1 on, 0 off. */
export interface PushPreferencesTable {
  playerId: number;
  money: number;
  verification: number;
  notices: number;
  bets: number;
  updatedAt: number;
}

/**
 * Row of `push_deliveries`: the claim that one event goes to one device, taken before the push is
 * sent (primary key: event key and subscription). Whichever instance inserts it sends; another
 * instance handling the same event finds it taken. Old rows are pruned (push.service.ts).
 */
export interface PushDeliveriesTable {
  eventKey: string;
  subscriptionId: number;
  createdAt: number;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type PushPreferencesRow = Selectable<PushPreferencesTable>;
