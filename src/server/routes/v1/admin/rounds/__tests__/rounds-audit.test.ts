import { createHash } from 'node:crypto';
import type { AdminRound, AdminRoundsResponse } from '../../../../../../shared/api/admin-rounds.js';
import type { SystemResponse } from '../../../../../../shared/api/system.js';
import { texts } from '../../../../../../shared/texts.js';
import type { ManualClock } from '../../../../../lib/clock.js';
import { ledgerProblems } from '../../../../../modules/ledger/ledger.checks.js';
import { clockInRound, placeBet } from '../../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

let t: TestApp;
let clock: ManualClock;
let admin: string;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
  admin = (await t.admin()).token;
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const rounds = async (query: string, token = admin) => {
  const res = await t.request({ method: 'GET', url: `/v1/admin/rounds${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<AdminRoundsResponse>();
};

/** Moves the clock past the end of the current LEVEL_3 round and lets the engine settle it. */
async function closeRound() {
  const system = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
  clock.set(Date.parse(system.zones.LEVEL_3.current.endTime) + 10);
  await t.app.game.engine.tick();
  clock.advance(10_000);
}

describe('GET /v1/admin/rounds', () => {
  it("shows an open round's commitment and stakes so far but no seed, then its seed, result, totals and the house's result once settled", async () => {
    const alice = await t.register('roundaud01');
    const bob = await t.register('roundaud02');
    await t.fund(alice.player.id, 1000);
    await t.fund(bob.player.id, 1000);
    await placeBet(t, { token: alice.token, amount: 100, gate: 'CAO' });
    await placeBet(t, { token: bob.token, amount: 100, gate: 'THAP' });
    await placeBet(t, { token: bob.token, amount: 40, gate: 'TRAI' });

    const [open] = (await rounds('?zone=LEVEL_3&limit=1')).results;
    expect(open).toMatchObject({ zone: 'LEVEL_3', status: 'OPEN', seed: null, result: null, betCount: 3, totalBet: 240, totalPayout: null, houseResult: null, settledAt: null });
    expect(open!.seedHash).toMatch(/^[0-9a-f]{64}$/);

    await closeRound();
    const list = await rounds('?zone=LEVEL_3');
    const settled = list.results.find((r) => r.id === open!.id)!;
    // The next round opened: it is listed first, still without its seed.
    expect(list.results[0]).toMatchObject({ status: 'OPEN', seed: null, incId: open!.incId + 1 });
    expect(settled).toMatchObject({ status: 'SETTLED', betCount: 3, totalBet: 240, seedHash: open!.seedHash, settledAt: expect.any(String) });
    expect(sha256(settled.seed!)).toBe(open!.seedHash);
    // CAO and THAP: exactly one of the two 100s wins (195); TRAI's 40 wins on an odd last digit (78).
    const payout = settled.totalPayout!;
    expect(payout).toBe(195 + (Number(settled.result!.at(-1)) % 2 === 1 ? 78 : 0));
    expect(settled.houseResult).toBe(240 - payout);
    // The same figures the books hold: the house paid what the round says.
    const wins = await t.database.db.selectFrom('ledgerEntries').select((eb) => eb.fn.sum<number>('delta').as('paid')).where('kind', '=', 'WIN').where('refId', '=', String(open!.id)).where('playerId', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(wins.paid ?? 0) / 10_000).toBe(payout);
  });

  it('lists one zone at a time, newest first, paginated on the server', async () => {
    const [first] = (await rounds('?zone=LEVEL_3&limit=1')).results;
    await closeRound();
    await closeRound();
    const all = await rounds('?zone=LEVEL_3&limit=2');
    expect(all.totalResults).toBeGreaterThanOrEqual(4);
    expect(all.results.map((r) => r.incId)).toEqual([first!.incId + 2, first!.incId + 1]);
    const page2 = await rounds(`?zone=LEVEL_3&limit=2&page=2`);
    expect(page2.results[0]!.incId).toBe(first!.incId);
    expect(page2).toMatchObject({ page: 2, limit: 2, totalPages: Math.ceil(all.totalResults / 2) });
    const other = await rounds('?zone=LEVEL_1&limit=100');
    expect(other.results.every((r: AdminRound) => r.zone === 'LEVEL_1')).toBe(true);
    const everyZone = await rounds('?limit=100');
    expect(everyZone.totalResults).toBe(all.totalResults + other.totalResults + (await rounds('?zone=LEVEL_5')).totalResults);
    expect((await t.request({ method: 'GET', url: '/v1/admin/rounds?zone=LEVEL_2', token: admin })).statusCode).toBe(400);
  });

  it('exports the zone as a streamed CSV with the same figures', async () => {
    const { results, totalResults } = await rounds('?zone=LEVEL_3&limit=100');
    const res = await t.request({ method: 'GET', url: '/v1/admin/rounds/export.csv?zone=LEVEL_3', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rounds-LEVEL_3.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const c = texts.console.rounds.csv;
    expect(lines[0]!.split(',').slice(0, 3)).toEqual([c.zone, c.round, c.startTime]);
    expect(lines).toHaveLength(totalResults + 1);
    const settled = results.find((r) => r.status === 'SETTLED' && r.betCount > 0)!;
    const line = lines.find((l) => l.startsWith(`LEVEL_3,${settled.incId},`))!.split(',');
    expect(line).toEqual(expect.arrayContaining([settled.seed, settled.seedHash, settled.result, String(settled.totalBet), String(settled.houseResult)]));
    // The open round's seed stays out of the file too.
    const open = results.find((r) => r.status === 'OPEN')!;
    const openLine = lines.find((l) => l.startsWith(`LEVEL_3,${open.incId},`))!.split(',');
    expect(openLine[6]).toBe('');
    expect(openLine[7]).toBe(open.seedHash);
  });
});

describe('the rounds audit is read only and for operators only', () => {
  it('refuses a player token (403) and no token (401); no route edits a round', async () => {
    const p = await t.register('roundaudp1');
    for (const url of ['/v1/admin/rounds', '/v1/admin/rounds/export.csv']) {
      expect([url, (await t.request({ method: 'GET', url, token: p.token })).statusCode]).toEqual([url, 403]);
      expect([url, (await t.request({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
    const [round] = (await rounds('?zone=LEVEL_3&limit=1')).results;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/v1/admin/rounds', `/v1/admin/rounds/${round!.id}`]) {
        expect([method, url, (await t.request({ method, url, token: admin, payload: { result: '99999' } })).statusCode]).toEqual([method, url, 404]);
      }
    }
    expect((await rounds('?zone=LEVEL_3&limit=1')).results[0]).toEqual(round);
  });
});
