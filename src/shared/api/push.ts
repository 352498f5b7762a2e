import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.js';

// Web Push (issue 32): the VAPID key, a device's subscription, the player's choices, the console's count.

/** base64url, as browsers write a subscription's keys (padding tolerated). */
const Base64Url = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$', description });

/** GET /v1/push/key (no sign-in): the VAPID public key the browser subscribes with (`applicationServerKey`). */
export const PushKeyResponse = Type.Object({ publicKey: Type.String({ description: 'uncompressed P-256 point, base64url' }) });
export type PushKeyResponse = Static<typeof PushKeyResponse>;

/** An endpoint: https (or an origin of PUSH_ENDPOINT_ALLOWLIST); the origin is checked against that list. */
export const PUSH_ENDPOINT_MAX = 2048;
const Endpoint = Type.String({ minLength: 8, maxLength: PUSH_ENDPOINT_MAX, description: "the push service's URL for this device" });

/**
 * The latest `expirationTime` a subscription may carry (2100-01-01, epoch ms): a bigint and a Date on
 * both databases; the server also refuses one more than PUSH_EXPIRATION_AHEAD_MS from now.
 */
export const PUSH_EXPIRATION_MAX = 4_102_444_800_000;
/** Browsers give null or a time days or weeks ahead: five years is far beyond any. */
export const PUSH_EXPIRATION_AHEAD_MS = 5 * 366 * 86_400_000;

/**
 * POST /v1/push/subscriptions: the browser's `PushSubscription.toJSON()` as it is. `p256dh` must be
 * an uncompressed P-256 point (65 bytes), `auth` 16 bytes.
 */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Endpoint,
    expirationTime: Type.Optional(
      Nullable(Type.Number({ minimum: 0, maximum: PUSH_EXPIRATION_MAX, description: 'epoch ms, as the browser gives it, at most five years ahead; null: none' })),
    ),
    keys: Type.Object(
      { p256dh: Base64Url(100, "the device's P-256 public key"), auth: Base64Url(32, "the device's 16-byte auth secret") },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;
export const PushSubscriptionResponse = Type.Object({ endpoint: Type.String(), createdAt: Type.String({ format: 'date-time' }) });
export type PushSubscriptionResponse = Static<typeof PushSubscriptionResponse>;

/** DELETE /v1/push/subscriptions: this device's endpoint; `removed` false when the caller had none by it. */
export const PushUnsubscribeBody = Type.Object({ endpoint: Endpoint }, { additionalProperties: false });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;
export const PushUnsubscribeResponse = Type.Object({ removed: Type.Boolean() });
export type PushUnsubscribeResponse = Static<typeof PushUnsubscribeResponse>;

/** PUT /v1/push/preferences: every choice at once. */
export const PushPreferencesBody = Type.Object(
  { money: Type.Boolean(), verification: Type.Boolean(), notices: Type.Boolean(), bets: Type.Boolean() },
  { additionalProperties: false },
);
export type PushPreferencesBody = Static<typeof PushPreferencesBody>;
/** GET and PUT /v1/push/preferences: the choices, and how many devices of the player are subscribed. */
export const PushPreferencesResponse = Type.Object({
  money: Type.Boolean(),
  verification: Type.Boolean(),
  notices: Type.Boolean(),
  bets: Type.Boolean(),
  subscriptions: Type.Integer({ minimum: 0 }),
});
export type PushPreferencesResponse = Static<typeof PushPreferencesResponse>;

/** GET /v1/admin/push (ADMIN): players with at least one subscribed device, and the devices. */
export const AdminPushResponse = Type.Object({ players: Type.Integer({ minimum: 0 }), subscriptions: Type.Integer({ minimum: 0 }) });
export type AdminPushResponse = Static<typeof AdminPushResponse>;
