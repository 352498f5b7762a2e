import type { AuthResponse } from '../../../../../shared/api/auth.js';
import type { Player } from '../../../../../shared/api/players.js';
import { texts } from '../../../../../shared/texts.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

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
  it('slows down repeated logins to one username, with a Vietnamese message', async () => {
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
});
