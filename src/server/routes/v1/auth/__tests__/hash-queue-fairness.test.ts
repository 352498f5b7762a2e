import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthResponse } from '../../../../../shared/api/auth.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

// Issue 27, point 2: three addresses, each within its own limit of 10 attempts, send them all at
// once. The password queue is shared, so on their own they would fill it and every other sign-in
// would get 503 until they are done. Real sockets from real loopback source addresses (Linux routes
// all of 127.0.0.0/8 to the loopback interface), OWASP's scrypt cost, the default queue of a 2-core
// machine (2 hashing, 8 waiting).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ SCRYPT_COST: String(2 ** 17), HASH_CONCURRENCY: '2', HASH_QUEUE: '8', AUTH_RATE_LIMIT: '10' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A POST sent from the source address `from`, on a connection of its own. */
function post(from: string, path: string, payload: unknown, token?: string): Promise<Answer> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

it('serves a sign-in, a registration and a password change from other addresses while three addresses flood the password queue', async () => {
  // Set up before the attack (from 127.0.0.1): the player who signs in, and one who changes their password.
  await t.register('victim01', 'rightpass');
  const changer = await t.register('changer01', 'oldpass1');

  const attack = ['127.0.0.2', '127.0.0.3', '127.0.0.4'].flatMap((address) =>
    Array.from({ length: 10 }, (_, i) => post(address, '/v1/auth/login', { username: 'victim01', password: `guess-${address}-${i}` })),
  );
  // The queue is full once the first attempt is refused.
  await Promise.race([
    new Promise<void>((resolve) => attack.forEach((answer) => void answer.then((a) => a.status === 503 && resolve(), () => undefined))),
    Promise.all(attack).then(() => {
      throw new Error('the attack never filled the password queue: raise SCRYPT_COST');
    }),
  ]);

  const [signIn, registration, passwordChange] = await Promise.all([
    post('127.0.0.5', '/v1/auth/login', { username: 'victim01', password: 'rightpass' }),
    post('127.0.0.6', '/v1/auth/register', { username: 'newcomer01', password: 'secret1', passwordConfirm: 'secret1' }),
    post('127.0.0.7', '/v1/auth/change-password', { oldPassword: 'oldpass1', newPassword: 'newpass1' }, changer.token),
  ]);
  expect([signIn.status, registration.status, passwordChange.status]).toEqual([200, 201, 200]);
  expect((signIn.body as unknown as AuthResponse).player.username).toBe('victim01');

  // The attackers were still refused beyond their share, or told their guesses were wrong.
  const codes = (await Promise.all(attack)).map((answer) => answer.status);
  expect(codes.every((code) => code === 401 || code === 503)).toBe(true);
  expect(codes.filter((code) => code === 503).length).toBeGreaterThanOrEqual(15);
});
