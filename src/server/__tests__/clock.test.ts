import type { CreateWithdrawalResponse } from '../../shared/api/withdrawals.js';
import { images, multipartFile } from '../testing/multipart.js';
import { clockInRound } from '../testing/game.js';
import { creditPoints, createTestApp, type TestApp } from '../testing/test-app.js';

// One clock for the whole server: every time it records comes from it, so a suite can move time.

let t: TestApp;
const clock = clockInRound(30);
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

it('stamps accounts, deposits, withdrawals, decisions, uploads, verifications, audit and ledger rows with the app clock', async () => {
  clock.advance(1234);
  const now = clock.now();
  const p = await t.register('clocked01');
  await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: p.token, payload: { bankName: 'VCB', bankAccountNumber: '01', bankAccountHolder: 'A' } });
  await creditPoints(t, p.player.id, 500);
  const withdrawal = (await t.request({ method: 'POST', url: '/v1/withdrawals', token: p.token, payload: { amount: 100 } })).json<CreateWithdrawalResponse>().withdrawal;
  expect(Date.parse(withdrawal.createdAt)).toBe(now);
  const admin = (await t.admin()).token;
  expect((await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${withdrawal.id}/approve`, token: admin, payload: {} })).statusCode).toBe(200);
  const front = (await t.request({ method: 'POST', url: '/v1/upload', token: p.token, ...multipartFile(images.png) })).json<{ fileUrl: string }>().fileUrl;
  const back = (await t.request({ method: 'POST', url: '/v1/upload', token: p.token, ...multipartFile(images.jpeg) })).json<{ fileUrl: string }>().fileUrl;
  expect((await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}/upload`, token: p.token, payload: { frontID: front, backID: back } })).statusCode).toBe(200);

  const db = t.database.db;
  const times = [
    ...(await db.selectFrom('players').select('createdAt').where('id', '=', p.player.id).execute()).map((r) => r.createdAt),
    ...(await db.selectFrom('deposits').select('createdAt').where('playerId', '=', p.player.id).execute()).map((r) => r.createdAt),
    ...(await db.selectFrom('withdrawals').select(['createdAt', 'decidedAt']).where('playerId', '=', p.player.id).execute()).flatMap((r) => [r.createdAt, r.decidedAt]),
    ...(await db.selectFrom('uploads').select('createdAt').where('playerId', '=', p.player.id).execute()).map((r) => r.createdAt),
    ...(await db.selectFrom('verifications').select('createdAt').where('playerId', '=', p.player.id).execute()).map((r) => r.createdAt),
    ...(await db.selectFrom('ledgerEntries').select('createdAt').where('refType', 'in', ['deposit', 'withdrawal']).execute()).map((r) => r.createdAt),
    ...(await db.selectFrom('auditLog').select('createdAt').execute()).map((r) => r.createdAt),
  ];
  expect(times.length).toBeGreaterThanOrEqual(10);
  expect(new Set(times)).toEqual(new Set([now]));
});
