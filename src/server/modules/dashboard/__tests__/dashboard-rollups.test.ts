import { type Kysely, sql } from 'kysely';
import { vietnamDay, vietnamDayStart } from '../../../../shared/content.js';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateTo, migrateToLatest } from '../../../db/migrate.js';
import { ManualClock } from '../../../lib/clock.js';
import { freshDatabase } from '../../../testing/test-app.js';
import { dashboardFigures, vietnamDate } from '../dashboard.service.js';

// Migration 0010 on the data of the release before it: the daily totals from the settled bets (a
// round counts for the Vietnam day it settled), sign-ups of the closed days; then the dashboard
// over those rollups, closing the days the migration left open.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

const online = { players: 0, sockets: 0, instances: 1, complete: true };
const HOUR = 3_600_000;

describe('migration 0010 and the dashboard rollups', () => {
  it('backfills stakes and payouts per settlement day and sign-ups per closed day', async () => {
    const db = handle.db as Kysely<unknown>;
    await migrateTo(db, '0009_operators', handle.schema);
    const day = vietnamDay(Date.UTC(2026, 10, 20, 5));
    const start = vietnamDayStart(day);

    // Players: two the day before (and an operator, not counted), one on the day, one just after its midnight.
    const players: Array<[number, string, number]> = [
      [1, 'PLAYER', start - 5 * HOUR],
      [2, 'PLAYER', start - 1],
      [3, 'ADMIN', start - 2 * HOUR],
      [4, 'PLAYER', start + 12 * HOUR],
      [5, 'PLAYER', start + 24 * HOUR + 5 * 60_000],
    ];
    for (const [id, role, at] of players) {
      await sql`insert into players (id, username, username_key, password_hash, role, ref_code, created_at, updated_at)
        values (${id}, ${`mig${id}`}, ${`mig${id}`}, 'x', ${role}, ${`M${id}`}, ${at}, ${at})`.execute(db);
    }
    // Round 1 settles 0.1 s before the day starts, round 2 five seconds into it; round 3 is still open.
    const rounds: Array<[number, number, string, number | null]> = [
      [1, 100, 'SETTLED', start - 100],
      [2, 101, 'SETTLED', start + 5_000],
      [3, 102, 'OPEN', null],
    ];
    for (const [id, incId, status, settledAt] of rounds) {
      await sql`insert into rounds (id, zone, inc_id, start_time, end_time, chain_no, seed_hash, status, high_low_winner, odd_even_winner, payout_bps, settled_at)
        values (${id}, 'LEVEL_1', ${incId}, 0, 0, 0, 'h', ${status}, 'CAO', 'TRAI', 19500, ${settledAt})`.execute(db);
    }
    // Units; winners (CAO, TRAI) are paid floor(amount × 1.95).
    const bets: Array<[number, number, string, number]> = [
      [1, 1, 'CAO', 1_000_001],
      [2, 1, 'THAP', 2_000_000],
      [1, 2, 'TRAI', 500_000],
      [2, 2, 'PHAI', 300_000],
      [4, 2, 'CAO', 700_000],
      [4, 3, 'CAO', 9_000_000],
    ];
    for (const [player, round, gate, amount] of bets) {
      await sql`insert into bets (player_id, round_id, gate, amount, created_at) values (${player}, ${round}, ${gate}, ${amount}, 0)`.execute(db);
    }

    await migrateToLatest(db, handle.schema);

    const totals = await handle.db.selectFrom('dailyTotals').selectAll().orderBy('day').execute();
    expect(totals).toEqual([
      { day: day - 1, zone: 'LEVEL_1', stakes: 3_000_001, payouts: 1_950_001 },
      { day, zone: 'LEVEL_1', stakes: 1_500_000, payouts: 975_000 + 1_365_000 },
    ]);
    // The latest sign-up (day + 1, 00:05) less 10 minutes is still on `day`: only the days before it are closed.
    expect(await handle.db.selectFrom('dailySignups').selectAll().execute()).toEqual([{ day: day - 1, players: 2 }]);

    // The next day at noon: `day` gets closed, and the day after is today.
    const clock = new ManualClock(start + 36 * HOUR);
    const figures = await dashboardFigures({ db: handle.db, clock }, online, []);
    expect(figures.players).toEqual({ total: 4, newToday: 1 });
    expect(await handle.db.selectFrom('dailySignups').selectAll().orderBy('day').execute()).toEqual([
      { day: day - 1, players: 2 },
      { day, players: 1 },
    ]);
    expect(figures.today).toEqual({ day: vietnamDate(day + 1), stakes: 0, payouts: 0, houseResult: 0 });
    expect(figures.days[28]).toEqual({ day: vietnamDate(day), stakes: 150, payouts: 234, houseResult: -84 });
    expect(figures.days[27]).toEqual({ day: vietnamDate(day - 1), stakes: 300.0001, payouts: 195.0001, houseResult: 105 });
    expect(figures.pending).toEqual({ withdrawals: 0, verifications: 0 });

    // Ten minutes after midnight the day before is closed too; just before, it is still counted from the index.
    clock.set(vietnamDayStart(day + 2) + 5 * 60_000);
    expect((await dashboardFigures({ db: handle.db, clock }, online, [])).players).toEqual({ total: 4, newToday: 0 });
    expect(await handle.db.selectFrom('dailySignups').select('day').orderBy('day', 'desc').executeTakeFirst()).toEqual({ day });
    clock.set(vietnamDayStart(day + 2) + 11 * 60_000);
    expect((await dashboardFigures({ db: handle.db, clock }, online, [])).players).toEqual({ total: 4, newToday: 0 });
    expect(await handle.db.selectFrom('dailySignups').select(['day', 'players']).orderBy('day', 'desc').executeTakeFirst()).toEqual({ day: day + 1, players: 1 });
  });
});
