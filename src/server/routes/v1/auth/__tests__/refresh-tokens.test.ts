import type { AuthResponse, Tokens } from '../../../../../shared/api/auth.js';
import { texts } from '../../../../../shared/texts.js';
import { signToken } from '../../../../modules/auth/tokens.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

// Issue 27, point 4: refresh tokens rotate on every use, a replayed one ends its whole sign-in, and
// sign-out ends it on the server. The state is in the database: another instance agrees.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(username: string): Promise<Tokens> {
  const res = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password: 'secret123' } });
  expect(res.statusCode).toBe(200);
  return res.json<AuthResponse>().tokens;
}
const refresh = (refreshToken: string, app: TestApp = t) => app.request({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken } });
const profile = (token: string) => t.request({ method: 'GET', url: '/v1/auth/profile', token });
const logout = (payload: Record<string, unknown>, token?: string) => t.request({ method: 'POST', url: '/v1/auth/logout', payload, ...(token ? { token } : {}) });
const tokensOf = (res: { json: <T>() => T }) => res.json<{ tokens: Tokens }>().tokens;

describe('POST /v1/auth/refresh-tokens', () => {
  it('answers a new refresh token each time; the one traded in stops working', async () => {
    await t.register('rotator01');
    const first = await signIn('rotator01');
    const second = await refresh(first.refresh.token);
    expect(second.statusCode).toBe(200);
    const next = tokensOf(second);
    expect(next.refresh.token).not.toBe(first.refresh.token);
    expect((await profile(next.access.token)).statusCode).toBe(200);
    // The new one works, once.
    const third = await refresh(next.refresh.token);
    expect(third.statusCode).toBe(200);
    expect((await profile(tokensOf(third).access.token)).statusCode).toBe(200);
    // The old one is refused.
    const again = await refresh(first.refresh.token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: texts.errors.sessionEnded, code: 'REFRESH_TOKEN_REUSED' });
  });

  it('ends the whole sign-in when a used refresh token comes back: its newest tokens are refused too, other sign-ins are not', async () => {
    await t.register('replayed01');
    const stolen = await signIn('replayed01');
    const otherDevice = await signIn('replayed01');
    // The owner refreshes twice; the thief then replays the copy taken before.
    const newest = tokensOf(await refresh(tokensOf(await refresh(stolen.refresh.token)).refresh.token));
    expect((await refresh(stolen.refresh.token)).statusCode).toBe(401);
    const owner = await refresh(newest.refresh.token);
    expect(owner.statusCode).toBe(401);
    expect(owner.json()).toMatchObject({ message: texts.errors.sessionEnded, code: 'SESSION_ENDED' });
    const access = await profile(newest.access.token);
    expect(access.statusCode).toBe(401);
    expect(access.json().message).toBe(texts.errors.sessionEnded);
    // The player's other sign-in goes on.
    expect((await profile(otherDevice.access.token)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refresh.token)).statusCode).toBe(200);
  });

  it('lets at most one of several simultaneous uses of one refresh token succeed', async () => {
    await t.register('racer0001');
    const tokens = await signIn('racer0001');
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(tokens.refresh.token)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeLessThanOrEqual(1);
    expect(codes.every((code) => code === 200 || code === 401)).toBe(true);
    // A token used twice is a token in two hands: the family ends, the winner's new tokens with it.
    const winner = answers.find((res) => res.statusCode === 200);
    if (winner) expect((await refresh(tokensOf(winner).refresh.token)).statusCode).toBe(401);
  });

  it('agrees across instances on one database', async () => {
    const second = await createTestApp({}, { database: t.database });
    try {
      await t.register('instances1');
      const tokens = await signIn('instances1');
      expect((await refresh(tokens.refresh.token, second)).statusCode).toBe(200);
      expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses a refresh token from before sign-ins were recorded, and still accepts such an access token until it expires', async () => {
    const { player } = await t.register('legacy0001');
    const iat = Math.floor(t.app.authSettings.clock.now() / 1000);
    const legacy = (typ: 'access' | 'refresh') => signToken({ sub: player.id, ver: 0, typ, iat, exp: iat + 3600 }, t.config.jwtSecret);
    expect((await refresh(legacy('refresh'))).statusCode).toBe(401);
    expect((await profile(legacy('access'))).statusCode).toBe(200);
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends the sign-in of the bearer access token: its access and refresh tokens stop working, the other devices stay in', async () => {
    await t.register('leaver0001');
    const phone = await signIn('leaver0001');
    const laptop = await signIn('leaver0001');
    const res = await logout({}, phone.access.token);
    expect(res.statusCode).toBe(204);
    expect((await profile(phone.access.token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh.token)).statusCode).toBe(401);
    expect((await profile(laptop.access.token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh.token)).statusCode).toBe(200);
  });

  it('ends the sign-in of a refresh token sent without an access token, tokens rotated from it included', async () => {
    await t.register('leaver0002');
    const first = await signIn('leaver0002');
    const rotated = tokensOf(await refresh(first.refresh.token));
    expect((await logout({ refreshToken: rotated.refresh.token })).statusCode).toBe(204);
    expect((await refresh(rotated.refresh.token)).statusCode).toBe(401);
    expect((await profile(rotated.access.token)).statusCode).toBe(401);
    expect((await profile(first.access.token)).statusCode).toBe(401);
  });

  it('refuses a call without a valid token, and is listed in the OpenAPI document', async () => {
    expect((await logout({})).statusCode).toBe(401);
    expect((await logout({ refreshToken: 'not.a.token' })).statusCode).toBe(401);
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/v1/auth/logout']?.post).toBeDefined();
  });
});
