import type { Player } from '../../../../../shared/api/players.js';
import { texts } from '../../../../../shared/texts.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PATCH /v1/players/{id}', () => {
  it('updates the caller\'s own profile fields', async () => {
    const { token, player } = await t.register('profile01');
    const res = await t.request({
      method: 'PATCH', url: `/v1/players/${player.id}`, token, payload: { nickname: ' Bông ', phoneNumber: '0901234567', address: 'Hà Nội' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Player>()).toMatchObject({ nickname: 'Bông', phoneNumber: '0901234567', address: 'Hà Nội', balance: 0 });
  });

  it('refuses to touch anyone else, with 403 and nothing written', async () => {
    const alice = await t.register('alice0001');
    const bob = await t.register('bob000001');
    const res = await t.request({ method: 'PATCH', url: `/v1/players/${bob.player.id}`, token: alice.token, payload: { nickname: 'pwned' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(texts.errors.forbidden);
    const bobNow = await t.request({ method: 'GET', url: '/v1/auth/profile', token: bob.token });
    expect(bobNow.json<Player>().nickname).toBeNull();
  });

  it('refuses fields that are not the player\'s to set', async () => {
    const { token, player } = await t.register('greedy001');
    for (const payload of [{ balance: 1000 }, { role: 'ADMIN' }, { isUnlockMulti: true }]) {
      const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.id}`, token, payload });
      expect(res.statusCode).toBe(400);
    }
    const after = (await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<Player>();
    expect(after).toMatchObject({ balance: 0, role: 'PLAYER', isUnlockMulti: false });
  });
});
