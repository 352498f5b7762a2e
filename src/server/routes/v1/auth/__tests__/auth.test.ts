import type { AuthResponse } from '../../../../../shared/api/auth.js';
import type { Player } from '../../../../../shared/api/players.js';
import { texts } from '../../../../../shared/texts.js';
import { ADMIN, createTestApp, type TestApp } from '../../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/v1/auth/register', payload });
const login = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/v1/auth/login', payload });

describe('POST /v1/auth/register', () => {
  it('creates a player with zero points and returns tokens and the profile', async () => {
    const res = await register({ username: 'newbie01', password: 'secret1', passwordConfirm: 'secret1' });
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthResponse>();
    expect(body.player).toMatchObject({ username: 'newbie01', balance: 0, role: 'PLAYER', isUnlockMulti: false });
    expect(body.player.incId).toBe(100_000 + body.player.id);
    expect(body.player.refId).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.tokens.access.token.split('.')).toHaveLength(3);
    expect(body.tokens.refresh.token).not.toBe(body.tokens.access.token);
  });

  it.each([
    [{ username: '', password: 'secret1', passwordConfirm: 'secret1' }, texts.validation.usernameRequired],
    [{ username: 'abc', password: 'secret1', passwordConfirm: 'secret1' }, texts.validation.usernameMin],
    [{ username: 'abcdef', password: '', passwordConfirm: '' }, texts.validation.passwordRequired],
    [{ username: 'abcdef', password: '123', passwordConfirm: '123' }, texts.validation.passwordMin],
    [{ username: 'abcdef', password: 'secret1', passwordConfirm: '' }, texts.validation.passwordConfirmRequired],
    [{ username: 'abcdef', password: 'secret1', passwordConfirm: 'secret2' }, texts.validation.passwordMismatch],
    [{ username: 'abc def', password: 'secret1', passwordConfirm: 'secret1' }, texts.validation.usernameChars],
    [{ password: 'secret1', passwordConfirm: 'secret1' }, texts.validation.usernameRequired],
    [{ username: 'abcdef', password: 'secret1' }, texts.validation.passwordConfirmRequired],
  ])('refuses %j with the app\'s own message', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('refuses unknown and over-long fields with a message, creating nothing', async () => {
    const unknown = await register({ username: 'sneaky01', password: 'secret1', passwordConfirm: 'secret1', balance: 1e6 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(texts.errors.unknownField('balance'));
    const long = await register({ username: 'x'.repeat(33), password: 'secret1', passwordConfirm: 'secret1' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(texts.errors.tooLong('username'));
    expect((await login({ username: 'sneaky01', password: 'secret1' })).statusCode).toBe(401);
  });

  it('treats usernames that differ only in case as the same account', async () => {
    await t.register('CaseUser');
    const res = await register({ username: 'caseuser', password: 'secret1', passwordConfirm: 'secret1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(texts.errors.usernameTaken);
  });

  it('links a player to the inviter whose referral code they used, and refuses an unknown code', async () => {
    const inviter = await t.register('inviter01');
    const res = await register({ username: 'invitee01', password: 'secret1', passwordConfirm: 'secret1', ref: inviter.player.refId.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db.selectFrom('players').select('referrerId').where('username', '=', 'invitee01').executeTakeFirstOrThrow();
    expect(row.referrerId).toBe(inviter.player.id);
    const bad = await register({ username: 'invitee02', password: 'secret1', passwordConfirm: 'secret1', ref: 'NOPE2345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(texts.errors.referralNotFound);
  });
});

describe('POST /v1/auth/login and GET /v1/auth/profile', () => {
  it('signs in with any letter case of the username and reads the profile with the token', async () => {
    await t.register('Player01', 'pass1234');
    const res = await login({ username: 'PLAYER01', password: 'pass1234' });
    expect(res.statusCode).toBe(200);
    const { tokens, player } = res.json<AuthResponse>();
    const profile = await t.request({ method: 'GET', url: '/v1/auth/profile', token: tokens.access.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<Player>()).toEqual(player);
  });

  it('answers a wrong password and an unknown username with the same message', async () => {
    await t.register('Player02', 'pass1234');
    const wrong = await login({ username: 'Player02', password: 'nottheone' });
    const unknown = await login({ username: 'nobody99', password: 'pass1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(texts.errors.invalidCredentials);
    expect(unknown.json().message).toBe(texts.errors.invalidCredentials);
  });

  it('refuses a missing, forged or refresh token on the profile', async () => {
    const { token } = await t.register('Player03');
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile' })).statusCode).toBe(401);
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: forged })).statusCode).toBe(401);
    const res = await login({ username: 'Player03', password: 'secret123' });
    const refresh = res.json<AuthResponse>().tokens.refresh.token;
    const asAccess = await t.request({ method: 'GET', url: '/v1/auth/profile', token: refresh });
    expect(asAccess.statusCode).toBe(401);
    expect(asAccess.json().message).toBe(texts.errors.unauthorized);
  });
});

describe('change password and refresh tokens', () => {
  it('makes every earlier token stop working and returns working new ones', async () => {
    await t.register('Changer01', 'oldpass1');
    const first = (await login({ username: 'Changer01', password: 'oldpass1' })).json<AuthResponse>().tokens;
    const wrongOld = await t.request({
      method: 'POST', url: '/v1/auth/change-password', token: first.access.token, payload: { oldPassword: 'nope000', newPassword: 'newpass1' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe(texts.errors.oldPasswordWrong);

    const res = await t.request({
      method: 'POST', url: '/v1/auth/change-password', token: first.access.token, payload: { oldPassword: 'oldpass1', newPassword: 'newpass1' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ tokens: AuthResponse['tokens'] }>().tokens;
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: first.access.token })).statusCode).toBe(401);
    const refreshOld = await t.request({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken: first.refresh.token } });
    expect(refreshOld.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: fresh.access.token })).statusCode).toBe(200);
    expect((await login({ username: 'Changer01', password: 'oldpass1' })).statusCode).toBe(401);
    expect((await login({ username: 'Changer01', password: 'newpass1' })).statusCode).toBe(200);
  });

  it('exchanges a refresh token for new tokens', async () => {
    await t.register('Refresher1');
    const tokens = (await login({ username: 'Refresher1', password: 'secret123' })).json<AuthResponse>().tokens;
    const res = await t.request({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken: tokens.refresh.token } });
    expect(res.statusCode).toBe(200);
    const next = res.json<{ tokens: AuthResponse['tokens'] }>().tokens;
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: next.access.token })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits login attempts per client address, with a Vietnamese message', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () => limited.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'target01', password: 'guess00' } });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      expect((await attempt()).json().message).toBe(texts.errors.tooManyRequests);
    } finally {
      await limited.close();
    }
  });

  it('trusts X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    const registerFrom = (app: TestApp, forwardedFor: string, i: number) =>
      app.request({
        method: 'POST',
        url: '/v1/auth/register',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: `rotating${i}`, password: 'secret1', passwordConfirm: 'secret1' },
      });
    const direct = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    const proxied = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      // Without a trusted proxy, a client cannot pick a new address per request.
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await registerFrom(direct, `203.0.113.${i}`, i)).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
      // Behind the named proxy the address it forwards is the client's: each has its own allowance.
      const viaProxy = [];
      for (let i = 0; i < 4; i++) viaProxy.push((await registerFrom(proxied, `203.0.113.${i}`, i)).statusCode);
      expect(viaProxy).toEqual([201, 201, 201, 201]);
      const sameClient = [];
      for (let i = 10; i < 14; i++) sameClient.push((await registerFrom(proxied, '198.51.100.7', i)).statusCode);
      expect(sameClient).toEqual([201, 201, 201, 429]);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it('slows a client that keeps guessing, and never locks the owner (or the operator) out', async () => {
    const app = await createTestApp({ LOGIN_SLOWDOWN_MS: '10' });
    try {
      await app.register('guarded01', 'rightpass');
      const from = (remoteAddress: string, username: string, password: string) =>
        app.request({ method: 'POST', url: '/v1/auth/login', remoteAddress, payload: { username, password } });
      const took: number[] = [];
      for (let i = 0; i < 8; i++) {
        const started = performance.now();
        expect((await from('10.0.0.66', 'guarded01', `guess${i}x`)).statusCode).toBe(401);
        took.push(performance.now() - started);
      }
      // Five free failures, then 10, 20, 40 ms before the password is even checked.
      expect(took[5]).toBeGreaterThanOrEqual(9);
      expect(took[6]).toBeGreaterThanOrEqual(19);
      expect(took[7]).toBeGreaterThanOrEqual(39);
      // The owner, from their own device, gets straight in; the guesser with the right password too, only later.
      expect((await from('10.0.0.7', 'guarded01', 'rightpass')).statusCode).toBe(200);
      expect((await from('10.0.0.66', 'guarded01', 'rightpass')).statusCode).toBe(200);
      // Twelve wrong passwords for the operator from one address: the operator still signs in.
      for (let i = 0; i < 12; i++) expect((await from('10.0.0.99', ADMIN.username, `wrong${i}xx`)).statusCode).toBe(401);
      expect((await from('10.0.0.1', ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers a burst of logins beyond the hashing queue at once with 503, never piling them up', async () => {
    const app = await createTestApp({ HASH_CONCURRENCY: '1', HASH_QUEUE: '2', SCRYPT_COST: '16384' });
    try {
      await app.register('burst0001', 'rightpass');
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => app.request({ method: 'POST', url: '/v1/auth/login', remoteAddress: `10.1.0.${i}`, payload: { username: 'burst0001', password: 'rightpass' } })),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(3);
      expect(codes.filter((c) => c === 503).length).toBeGreaterThanOrEqual(1);
      expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
      expect(burst.find((r) => r.statusCode === 503)!.json().message).toBe(texts.errors.busy);
      // Once the burst is over, logins are served again.
      expect((await app.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'burst0001', password: 'rightpass' } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
