import webpush from 'web-push';
import type { PushPreferencesResponse } from '../../shared/api/push.js';
import { openDatabase } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from './test-app.js';
import { type TestDevice, TestPushService } from './push-service.js';

// A deployment with Web Push for tests: a local push service, and app instances that share one
// VAPID pair and allow that service's origin.

export interface PushScene {
  readonly service: TestPushService;
  /** VAPID_* and PUSH_* for the app (a second instance of the deployment takes the same). */
  readonly env: Record<string, string>;
  readonly t: TestApp;
  close(): Promise<void>;
}

/** The push service and one app instance on a fresh database (a manual clock when given). */
export async function pushScene(options: { clock?: Clock; env?: Record<string, string> } = {}): Promise<PushScene> {
  const vapid = webpush.generateVAPIDKeys();
  const service = await new TestPushService({ serverKey: vapid.publicKey }).start();
  const env = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@lumina.test',
    PUSH_ENDPOINT_ALLOWLIST: service.allowlistEntry,
    PUSH_RETRY_MS: '20',
    ...options.env,
  };
  const t = await createTestApp(env, options.clock ? { clock: options.clock } : {});
  return {
    service,
    env,
    t,
    async close() {
      await t.close();
      await service.close();
    },
  };
}

/** POST /v1/push/subscriptions for the device, as the signed-in player of `token`; throws unless 201. */
export async function subscribeDevice(t: TestApp, token: string, device: TestDevice): Promise<void> {
  const res = await t.request({ method: 'POST', url: '/v1/push/subscriptions', token, payload: device.subscription });
  if (res.statusCode !== 201) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
}

/** PUT /v1/push/preferences with the defaults changed by `choices`. */
export async function choosePushes(t: TestApp, token: string, choices: Partial<Omit<PushPreferencesResponse, 'subscriptions'>>): Promise<void> {
  const payload = { money: true, verification: true, notices: true, bets: false, ...choices };
  const res = await t.request({ method: 'PUT', url: '/v1/push/preferences', token, payload });
  if (res.statusCode !== 200) throw new Error(`preferences: ${res.statusCode} ${res.body}`);
}

/**
 * Another instance of the scene's deployment: the same VAPID pair and allowlist, on the same
 * database through connections of its own (another SQLite connection to the same file, or another
 * PostgreSQL pool on the same schema). `close` closes both.
 */
export async function secondInstance(scene: PushScene, clock?: Clock): Promise<TestApp> {
  const first = scene.t.database;
  const handle =
    first.dialect === 'sqlite' ? openDatabase({ sqliteFile: first.sqlite!.name }) : openDatabase({ url: TEST_DATABASE_URL, pgSchema: first.schema!, pgPoolSize: 5 });
  const t = await createTestApp(scene.env, { database: handle, ...(clock ? { clock } : {}) });
  return {
    ...t,
    async close() {
      await t.close();
      await handle.close();
    },
  };
}
