import type { TemporaryPasswordResponse } from '../../../../../shared/api/admin-players.js';
import type { AuthResponse, TokensResponse } from '../../../../../shared/api/auth.js';
import { texts } from '../../../../../shared/texts.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });

describe('a player signed in with a temporary password', () => {
  it('may only read the profile and change the password; everything else answers 403 until then', async () => {
    const p = await t.register('temporary01');
    await t.fund(p.player.id, 100);
    const { token: admin } = await t.admin();
    const { temporaryPassword } = (await t.request({ method: 'POST', url: `/v1/admin/players/${p.player.id}/temporary-password`, token: admin })).json<TemporaryPasswordResponse>();
    const signedIn = (await login('temporary01', temporaryPassword)).json<AuthResponse>();
    expect(signedIn.mustChangePassword).toBe(true);
    const token = signedIn.tokens.access.token;

    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<AuthResponse['player']>().username).toBe('temporary01');
    const calls = [
      ['PATCH', `/v1/players/${p.player.id}`, { nickname: 'Tạm' }],
      // A bet's session is checked with its batch, after its body: a valid bet, refused all the same.
      ['POST', '/v1/bets', { amount: 10, zone: 'LEVEL_1', gate: 'CAO' }],
      ['POST', '/v1/withdrawals', { amount: 10 }],
      ['GET', '/v1/notifications', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, expect.objectContaining({ code: 'PASSWORD_CHANGE_REQUIRED', message: texts.admin.password.mustChange })]);
    }
    // Nothing moved.
    expect((await t.database.db.selectFrom('players').select('balance').where('id', '=', p.player.id).executeTakeFirstOrThrow()).balance).toBe(1_000_000);

    const wrongOld = await t.request({ method: 'POST', url: '/v1/auth/change-password', token, payload: { oldPassword: 'not-it-at-all', newPassword: 'brand-new1' } });
    expect(wrongOld.json()).toMatchObject({ message: texts.errors.oldPasswordWrong });
    const changed = await t.request({ method: 'POST', url: '/v1/auth/change-password', token, payload: { oldPassword: temporaryPassword, newPassword: 'brand-new1' } });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<TokensResponse>().tokens.access.token;
    expect((await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: fresh, payload: { nickname: 'Của tôi' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/notifications', token: fresh })).statusCode).toBe(200);
    expect((await login('temporary01', 'brand-new1')).json<AuthResponse>().mustChangePassword).toBeUndefined();
  });
});
