import {
  type AdminPushResponse,
  PUSH_EXPIRATION_AHEAD_MS,
  type PushPreferencesBody,
  type PushPreferencesResponse,
  type PushSubscriptionBody,
  type PushSubscriptionResponse,
  type PushUnsubscribeResponse,
} from '../../../shared/api/push.js';
import type { AppContext } from '../context.js';
import type { PlayerRow } from '../players/index.js';
import { type AllowedOrigin, endpointAllowed } from './push.allowlist.js';
import { EndpointInvalidError, EndpointNotAllowedError, PushExpirationInvalidError, PushKeysInvalidError } from './push.errors.js';
import {
  countSubscriptions,
  deleteEndedSubscriptions,
  deleteFamilySubscriptions,
  deleteSubscription,
  findPreferences,
  pruneDeliveries,
  savePreferences,
  subscriptionTotals,
  trimDevices,
  upsertSubscription,
} from './push.repository.js';
import { keysUsable, preferencesOf, PUSH_DEVICES_MAX } from './push.rules.js';

/** Why an endpoint is refused: not an http(s) URL without credentials, or not an allowed push service. */
function endpointProblem(endpoint: string, allowlist: readonly AllowedOrigin[]): Error | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return new EndpointInvalidError();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return new EndpointInvalidError();
  return endpointAllowed(endpoint, allowlist) ? undefined : new EndpointNotAllowedError();
}

/**
 * POST /v1/push/subscriptions: this device of the caller, tied to the sign-in of the caller's token
 * (`familyId`), so that signing out removes it. The same endpoint posted again by the same player
 * updates it; by another player, it moves to them (one device, one player). A player keeps
 * PUSH_DEVICES_MAX devices at most: a new one beyond removes the oldest.
 */
export async function subscribe(
  ctx: AppContext,
  player: PlayerRow,
  familyId: number | undefined,
  allowlist: readonly AllowedOrigin[],
  body: PushSubscriptionBody,
): Promise<PushSubscriptionResponse> {
  const problem = endpointProblem(body.endpoint, allowlist);
  if (problem) throw problem;
  if (!keysUsable(body.keys)) throw new PushKeysInvalidError();
  const expiresAt = typeof body.expirationTime === 'number' ? Math.floor(body.expirationTime) : null;
  if (expiresAt !== null && expiresAt > ctx.clock.now() + PUSH_EXPIRATION_AHEAD_MS) throw new PushExpirationInvalidError();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const saved = await upsertSubscription(trx, {
      playerId: player.id,
      familyId: familyId ?? null,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      expiresAt,
      createdAt: ctx.clock.now(),
    });
    await trimDevices(trx, player.id, PUSH_DEVICES_MAX);
    return saved;
  });
  return { endpoint: body.endpoint, createdAt: new Date(row.createdAt).toISOString() };
}

/** DELETE /v1/push/subscriptions: the caller's device by its endpoint (another player's is never touched). */
export async function unsubscribe(ctx: AppContext, player: PlayerRow, endpoint: string): Promise<PushUnsubscribeResponse> {
  return { removed: await deleteSubscription(ctx.db, player.id, endpoint) };
}

/** Sign-out: the devices subscribed in that sign-in stop hearing about the player. */
export function forgetSignIn(ctx: Pick<AppContext, 'db'>, familyId: number): Promise<number> {
  return deleteFamilySubscriptions(ctx.db, familyId);
}

/** GET /v1/push/preferences: the caller's choices (the defaults until they make one) and their devices. */
export async function pushPreferences(ctx: AppContext, player: PlayerRow): Promise<PushPreferencesResponse> {
  const [row, subscriptions] = await Promise.all([findPreferences(ctx.db, player.id), countSubscriptions(ctx.db, player.id)]);
  return { ...preferencesOf(row), subscriptions };
}

/** PUT /v1/push/preferences: every choice at once. */
export async function setPushPreferences(ctx: AppContext, player: PlayerRow, body: PushPreferencesBody): Promise<PushPreferencesResponse> {
  const bit = (on: boolean) => (on ? 1 : 0);
  await savePreferences(ctx.db, {
    playerId: player.id,
    money: bit(body.money),
    verification: bit(body.verification),
    notices: bit(body.notices),
    bets: bit(body.bets),
    updatedAt: ctx.clock.now(),
  });
  return pushPreferences(ctx, player);
}

/** GET /v1/admin/push: players with at least one device, and the devices. */
export function pushTotals(ctx: AppContext): Promise<AdminPushResponse> {
  return subscriptionTotals(ctx.db);
}

/** How long a delivery's claim is kept: far longer than any event waits or is retried. */
export const DELIVERY_CLAIM_MS = 24 * 3600_000;

/** Housekeeping, on any instance: old claims go, and devices whose sign-in ended or expired. */
export async function tidyPush(ctx: Pick<AppContext, 'db'>, now: number): Promise<void> {
  await pruneDeliveries(ctx.db, now - DELIVERY_CLAIM_MS);
  await deleteEndedSubscriptions(ctx.db, now);
}
