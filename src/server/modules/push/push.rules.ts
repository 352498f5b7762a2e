import { ECDH } from 'node:crypto';
import type { PushPreferencesBody } from '../../../shared/api/push.js';
import { type PushCategory, type PushPayload, PUSH_PREFERENCE_DEFAULTS } from '../../../shared/push.js';
import type { PushPreferencesRow } from './push.table.js';

// Pure decisions of Web Push (no I/O).

/** Devices a player may have subscribed at once; a new one beyond removes the oldest. */
export const PUSH_DEVICES_MAX = 10;

/**
 * Whether a subscription's keys can be encrypted for (RFC 8291): `p256dh` an uncompressed point on
 * P-256 (65 bytes, 0x04 first), `auth` 16 bytes.
 */
export function keysUsable(keys: { readonly p256dh: string; readonly auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    // Throws for bytes that are not a point of the curve.
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** The player's choices: their row, else the defaults. */
export function preferencesOf(row: PushPreferencesRow | undefined): PushPreferencesBody {
  if (!row) return { ...PUSH_PREFERENCE_DEFAULTS };
  return { money: row.money === 1, verification: row.verification === 1, notices: row.notices === 1, bets: row.bets === 1 };
}

/** How long before the next try of a push that failed for now (429, 5xx, no answer). */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly attempts: number;
  /** The first wait; it doubles for each try after. */
  readonly baseMs: number;
  /** No wait is longer: a Retry-After beyond it gives the push up. */
  readonly maxMs: number;
}

export const DEFAULT_RETRY: Omit<RetryPolicy, 'baseMs'> = { attempts: 5, maxMs: 10 * 60_000 };

/**
 * The wait before try `attempt + 1` after try `attempt` (1-based) failed, or undefined to give up:
 * the push service's Retry-After when it sent one (seconds, or an HTTP date), else exponential
 * back-off with jitter (base × 2^(attempt-1), between half and all of it).
 */
export function retryDelay(policy: RetryPolicy, attempt: number, retryAfter: string | undefined, now: number, random: number = Math.random()): number | undefined {
  if (attempt >= policy.attempts) return undefined;
  const told = retryAfterMs(retryAfter, now);
  const wait = told ?? Math.round(policy.baseMs * 2 ** (attempt - 1) * (0.5 + random / 2));
  return wait > policy.maxMs ? undefined : wait;
}

function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** How long a push service keeps a push for a device that is off (seconds), and how urgently it delivers it. */
export const PUSH_DELIVERY: Readonly<Record<PushCategory, { readonly ttl: number; readonly urgency: 'low' | 'normal' | 'high' }>> = {
  money: { ttl: 24 * 3600, urgency: 'high' },
  security: { ttl: 24 * 3600, urgency: 'high' },
  verification: { ttl: 24 * 3600, urgency: 'normal' },
  notices: { ttl: 24 * 3600, urgency: 'normal' },
  // A round's result is stale soon: a device that was off for a quarter of an hour does not get it.
  bets: { ttl: 15 * 60, urgency: 'normal' },
};

/**
 * The payload's JSON text, at most this many bytes: push services take 4,096 encrypted bytes, of
 * which the encryption takes 103 (RFC 8291's header with the key, the padding delimiter, the tag),
 * leaving 3,993; a margin below that.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3900;

/** The JSON a push carries: exactly title, body, url and tag, the body cut (with "…") to fit. */
export function payloadText(payload: PushPayload): string {
  const { title, body, url, tag } = payload;
  const text = JSON.stringify({ title, body, url, tag });
  if (Buffer.byteLength(text) <= PUSH_PAYLOAD_MAX_BYTES) return text;
  // Whole code points, each counted as it is written in the JSON (escapes included), while they fit.
  let room = PUSH_PAYLOAD_MAX_BYTES - Buffer.byteLength(JSON.stringify({ title, body: '…', url, tag }));
  let kept = '';
  for (const character of body) {
    room -= Buffer.byteLength(JSON.stringify(character)) - 2;
    if (room < 0) break;
    kept += character;
  }
  return JSON.stringify({ title, body: `${kept}…`, url, tag });
}
