import { createECDH } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { type AllowedOrigin, parseAllowlist } from './modules/push/push.allowlist.js';
import type { VapidKeys } from './modules/push/push.vapid.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Web Push settings (issue 32; docs/operations.md, "Web Push"). */
export interface PushConfig {
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated into DATA_DIR/vapid-keys.json on
   * first start. Every instance of a deployment needs the same pair: a device subscribed with one
   * public key refuses pushes signed with another.
   */
  readonly vapid: VapidKeys;
  readonly vapidSource: 'env' | 'generated';
  /** PUSH_ENDPOINT_ALLOWLIST: the push services subscriptions may name (the browsers' by default). */
  readonly endpointAllowlist: readonly AllowedOrigin[];
  /** PUSH_CONCURRENCY: pushes in flight at once on this instance (32). */
  readonly concurrency: number;
  /** PUSH_QUEUE: events waiting to be pushed on this instance (1,000); beyond, the oldest is dropped. */
  readonly queue: number;
  /** PUSH_RATE: pushes started per second on this instance at most (500; 0: no limit), so a broadcast leaves the bets their CPU. */
  readonly ratePerSecond: number;
  /** PUSH_RETRY_MS: first wait before a retry after a 429, a 5xx or a network error; it doubles each time (1,000). */
  readonly retryBaseMs: number;
}

/** The default contact: set VAPID_SUBJECT to a real one (a push service may write to it about our traffic). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@example.com';

function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** Throws unless the pair is a P-256 key pair in base64url (the private key yields the public one). */
function checkPair(publicKey: string, privateKey: string, where: string): void {
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  let derived: Buffer | undefined;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    derived = ecdh.getPublicKey();
  } catch {
    derived = undefined;
  }
  if (pub.length !== 65 || priv.length !== 32 || !derived?.equals(pub)) {
    throw new Error(`${where}: VAPID keys must be a P-256 pair in base64url (npx web-push generate-vapid-keys)`);
  }
}

function vapidKeys(env: Env, dataDir: string): { keys: Omit<VapidKeys, 'subject'>; source: PushConfig['vapidSource'] } {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
    checkPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY');
    return { keys: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }, source: 'env' };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify({ publicKey, privateKey }) + '\n', { mode: 0o600 });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
  checkPair(stored.publicKey ?? '', stored.privateKey ?? '', file);
  return { keys: { publicKey: stored.publicKey!, privateKey: stored.privateKey! }, source: 'generated' };
}

function subject(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_VAPID_SUBJECT;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'mailto:' && url.protocol !== 'https:')) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${value}"`);
  return value;
}

export function loadPushConfig(env: Env, dataDir: string): PushConfig {
  const { keys, source } = vapidKeys(env, dataDir);
  return {
    vapid: { ...keys, subject: subject(env.VAPID_SUBJECT) },
    vapidSource: source,
    endpointAllowlist: parseAllowlist(env.PUSH_ENDPOINT_ALLOWLIST),
    concurrency: Math.max(1, whole(env, 'PUSH_CONCURRENCY', 32)),
    queue: Math.max(1, whole(env, 'PUSH_QUEUE', 1000)),
    ratePerSecond: whole(env, 'PUSH_RATE', 500),
    retryBaseMs: whole(env, 'PUSH_RETRY_MS', 1000),
  };
}
