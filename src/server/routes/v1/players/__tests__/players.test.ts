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
    for (const payload of [
      { balance: 1000 },
      { role: 'ADMIN' },
      { isUnlockMulti: true },
      { nickname: 'ok', balance: 5 },
      { isAgent: 1 },
      { tokenVersion: 9 },
      { locked: 0 },
      { frontID: 'x.jpg' },
      { verification: { status: 'APPROVED' } },
      { verificationStatus: 'APPROVED' },
      { refId: 'AAAAAAAA' },
      { username: 'someoneelse' },
      { id: 1 },
    ]) {
      const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.id}`, token, payload });
      expect(res.statusCode).toBe(400);
    }
    const after = (await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<Player>();
    expect(after).toMatchObject({ balance: 0, role: 'PLAYER', isUnlockMulti: false, nickname: null, frontID: null, verification: null });
  });

  it('links a bank account, all three fields together, with the spec messages when empty', async () => {
    const { token, player } = await t.register('banker001');
    const bank = { bankName: ' Vietcombank ', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...bank, bankName: '' }, 'Ngân hàng không được để trống'],
      [{ ...bank, bankAccountNumber: ' ' }, 'Số tài khoản không được để trống'],
      [{ ...bank, bankAccountHolder: '' }, 'Chủ tài khoản không được để trống'],
      [{ bankName: 'ACB' }, 'Số tài khoản không được để trống'],
      [{ ...bank, bankAccountNumber: '0123-456' }, texts.accountArea.bank.accountNumberDigits],
    ];
    for (const [payload, message] of cases) {
      const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.id}`, token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.id}`, token, payload: bank });
    expect(res.statusCode).toBe(200);
    expect(res.json<Player>()).toMatchObject({ bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' });
    // Profile fields alone leave the bank as it is.
    const later = await t.request({ method: 'PATCH', url: `/v1/players/${player.id}`, token, payload: { nickname: 'Bông' } });
    expect(later.json<Player>()).toMatchObject({ nickname: 'Bông', bankName: 'Vietcombank' });
  });
});
