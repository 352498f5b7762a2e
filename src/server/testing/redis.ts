import { createClient } from 'redis';

/** Redis for the tests of several instances: TEST_REDIS_URL (CI and this machine: 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at TEST_REDIS_URL; when not, says which suite is skipped. */
export async function redisAnswers(suite: string): Promise<boolean> {
  const client = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  const up = await client.connect().then(() => true, () => false);
  if (up) await client.quit();
  else console.warn(`Skipping ${suite}: no Redis at ${TEST_REDIS_URL}`);
  return up;
}
