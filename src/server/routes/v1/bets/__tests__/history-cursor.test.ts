import type { BetsResponse } from '../../../../../shared/api/bets.js';
import type { LedgerResponse } from '../../../../../shared/api/ledger.js';
import type { ParticipationResponse } from '../../../../../shared/api/rounds.js';
import type { SystemResponse } from '../../../../../shared/api/system.js';
import type { ManualClock } from '../../../../lib/clock.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { type BetAnswer, clockInRound, placeBet } from '../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

// Issue 30: a player's histories go all the way back. Each page starts where the one before ended
// (its `nextCursor`), so bets placed while the player reads neither repeat a row on the next page
// nor push one out of reach, and nothing stops at 100 rows.

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));

async function bets(token: string, count: number, zone: 'LEVEL_1' | 'LEVEL_3' = 'LEVEL_3'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await placeBet(t, { token, amount: 10, gate: 'CAO', zone });
    expect(res.statusCode).toBe(201);
    ids.push(res.json<BetAnswer>().bet.id);
  }
  return ids;
}

const get = <T>(url: string, token: string) => t.request({ method: 'GET', url, token }).then((res) => {
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json<T>();
});

describe('a cursor walks a history to its first row', () => {
  let bettor: { token: string; player: { id: number } };
  let placed: number[];
  beforeAll(async () => {
    bettor = await t.register('walker001');
    await t.fund(bettor.player.id, 5000);
    placed = await bets(bettor.token, 250);
  });

  it('GET /v1/bets: 250 bets in pages of 100, none twice and none missing, while new bets arrive between pages', async () => {
    const first = await get<BetsResponse>('/v1/bets?limit=100', bettor.token);
    expect(first).toMatchObject({ page: 1, limit: 100, totalResults: 250, totalPages: 3 });
    await bets(bettor.token, 5);
    const second = await get<BetsResponse>(`/v1/bets?limit=100&cursor=${first.nextCursor}`, bettor.token);
    // A page read by cursor does not count the history again.
    expect(second).not.toHaveProperty('totalResults');
    await bets(bettor.token, 5);
    const third = await get<BetsResponse>(`/v1/bets?limit=100&cursor=${second.nextCursor}`, bettor.token);
    expect([first, second, third].map((p) => p.results.length)).toEqual([100, 100, 50]);
    expect(third.nextCursor).toBeNull();
    const read = [first, second, third].flatMap((p) => p.results.map((b) => b.id));
    expect(read).toEqual([...placed].reverse());

    // By page number the same walk repeats the rows the new bets pushed down: what the cursor avoids.
    const byNumber = await get<BetsResponse>('/v1/bets?limit=100&page=2', bettor.token);
    expect(byNumber.results[0]!.id).toBe(first.results[90]!.id);
  });

  it('GET /v1/ledger: every row once, each bet with its round, the deposit with none', async () => {
    const first = await get<LedgerResponse>('/v1/ledger?limit=100', bettor.token);
    const total = first.totalResults!;
    expect(total).toBe(1 + 260);
    await bets(bettor.token, 3);
    const rows = [...first.results];
    for (let cursor = first.nextCursor; cursor !== null; ) {
      const page = await get<LedgerResponse>(`/v1/ledger?limit=100&cursor=${cursor}`, bettor.token);
      rows.push(...page.results);
      cursor = page.nextCursor;
      await bets(bettor.token, 1);
    }
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    const [deposit, ...stakes] = [...rows].reverse();
    expect(deposit).toMatchObject({ kind: 'DEPOSIT', delta: 5000, balanceAfter: 5000, round: null });
    expect(stakes.every((r) => r.kind === 'BET' && r.delta === -10)).toBe(true);
    const round = (await t.database.db.selectFrom('bets').innerJoin('rounds', 'rounds.id', 'bets.roundId').select(['rounds.id', 'rounds.zone', 'rounds.incId']).where('bets.id', '=', placed[0]!).executeTakeFirstOrThrow());
    expect(stakes[0]).toMatchObject({ refType: 'bet', refId: String(placed[0]), balanceAfter: 4990, round });
    expect(new Set(stakes.map((r) => r.round?.id))).toEqual(new Set([round.id]));
  });

  it('refuses a cursor that is not one, in Vietnamese', async () => {
    for (const url of ['/v1/bets?cursor=abc', '/v1/ledger?cursor=-5', '/v1/sessions/stats?cursor=1.2', '/v1/gift?type=LV7&cursor=99999999999999999']) {
      const res = await t.request({ method: 'GET', url, token: bettor.token });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().message).toMatch(/^Dữ liệu không hợp lệ/);
    }
  });
});

describe('GET /v1/sessions/stats by cursor', () => {
  /** Ends the LEVEL_1 round open now and opens the next one. */
  async function nextRound(): Promise<void> {
    const system = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
    clock.set(Date.parse(system.zones.LEVEL_1.current.endTime) + 10);
    await t.app.game.engine.tick();
  }

  it('lists the rounds joined last first; joining another between pages neither repeats nor hides one', async () => {
    const joiner = await t.register('joiner001');
    await t.fund(joiner.player.id, 1000);
    const rounds: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [bet] = await bets(joiner.token, 1, 'LEVEL_1');
      rounds.push((await t.database.db.selectFrom('bets').select('roundId').where('id', '=', bet!).executeTakeFirstOrThrow()).roundId);
      await nextRound();
    }
    const first = await get<ParticipationResponse>('/v1/sessions/stats?limit=3', joiner.token);
    expect(first).toMatchObject({ totalResults: 7, totalWinnings: expect.any(Number) });
    // Two bets in a new round: it comes first (once, with both stakes), and the pages after the cursor stay as they were.
    const [late] = await bets(joiner.token, 2, 'LEVEL_1');
    const second = await get<ParticipationResponse>(`/v1/sessions/stats?limit=3&cursor=${first.nextCursor}`, joiner.token);
    const third = await get<ParticipationResponse>(`/v1/sessions/stats?limit=3&cursor=${second.nextCursor}`, joiner.token);
    expect(second).not.toHaveProperty('totalWinnings');
    expect(third.nextCursor).toBeNull();
    const read = [first, second, third].flatMap((p) => p.results.map((r) => r.session.id));
    expect(read).toEqual([...rounds].reverse());
    expect([first, second, third].flatMap((p) => p.results.map((r) => r.totalBet))).toEqual(Array(7).fill(10));

    const now = await get<ParticipationResponse>('/v1/sessions/stats?limit=3', joiner.token);
    const lateRound = (await t.database.db.selectFrom('bets').select('roundId').where('id', '=', late!).executeTakeFirstOrThrow()).roundId;
    expect(now.results[0]).toMatchObject({ session: { id: lateRound, zone: 'LEVEL_1' }, totalBet: 20, settled: false });
    expect(now.totalResults).toBe(8);
  });
});
