import fc from 'fast-check';
import { BPS } from '../../../../shared/game.js';
import { rowsTable } from '../../../db/dialect.js';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { freshDatabase } from '../../../testing/test-app.js';
import { type Commission, commissionsOf } from '../commissions.repository.js';
import { recordUpline } from '../referrals.service.js';

// The commission query (two steps of the closure table: the stakes summed per inviter, then carried
// up the inviters' uplines) against the rule computed here by walking each bettor's inviters, on
// random forests, stakes and rates, on both databases.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  await migrateToLatest(database.db as never, database.schema);
});
afterAll(() => database.close());

interface Member {
  /** Index of the inviter among the members before this one, or null for a root. */
  readonly inviter: number | null;
  readonly agent: boolean;
  readonly vip: boolean;
  /** An operator's account (operators are not players: they earn nothing, whatever their flags). */
  readonly operator: boolean;
  /** Units staked in the round (0: no bet). */
  readonly staked: number;
}

const forest: fc.Arbitrary<Member[]> = fc.integer({ min: 1, max: 40 }).chain((size) =>
  fc.tuple(
    ...Array.from({ length: size }, (_, i) =>
      fc.record({
        // Mostly deep chains, so that 7 levels and beyond occur.
        inviter: i === 0 ? fc.constant(null) : fc.option(fc.integer({ min: Math.max(0, i - 3), max: i - 1 }), { freq: 8 }),
        agent: fc.boolean(),
        vip: fc.boolean(),
        operator: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
        staked: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_000 })),
      }),
    ),
  ),
);
const rates = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 7, maxLength: 7 });

/** The rule, by walking up each bettor's inviters: floor(rate_k × the level-k stakes) per upline and level. */
function expected(members: Member[], ids: number[], ratesBps: number[]): Commission[] {
  const perLevel = new Map<number, Map<number, number>>();
  for (const m of members) {
    if (m.staked === 0) continue;
    let up = m.inviter;
    for (let depth = 1; up !== null && depth <= 7; depth++, up = members[up]!.inviter) {
      const levels = perLevel.get(up) ?? new Map<number, number>();
      levels.set(depth, (levels.get(depth) ?? 0) + m.staked);
      perLevel.set(up, levels);
    }
  }
  const out: Commission[] = [];
  for (const [index, levels] of perLevel) {
    const upline = members[index]!;
    const paid = [...levels].filter(([depth]) => !upline.operator && upline.agent && (depth === 1 || upline.vip));
    const amount = paid.reduce((sum, [depth, staked]) => sum + Math.floor((staked * ratesBps[depth - 1]!) / BPS), 0);
    if (amount > 0) out.push({ playerId: ids[index]!, amount, low: Math.min(...paid.map(([d]) => d)), high: Math.max(...paid.map(([d]) => d)) });
  }
  return out.sort((a, b) => a.playerId - b.playerId);
}

let run = 0;
it('pays every upline of a random forest what walking up each bettor gives, on this database', async () => {
  await fc.assert(
    fc.asyncProperty(forest, rates, async (members, ratesBps) => {
      const db = database.db;
      const now = Date.now();
      run += 1;
      const ids: number[] = [];
      for (const [i, m] of members.entries()) {
        const name = `c${run}x${i}`;
        const row = await db
          .insertInto('players')
          .values({ username: name, usernameKey: name, passwordHash: 'x', refCode: `R${name}`, referrerId: m.inviter === null ? null : ids[m.inviter]!, isAgent: m.agent ? 1 : 0, isUnlockMulti: m.vip ? 1 : 0, role: m.operator ? 'ADMIN' : 'PLAYER', createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
        if (m.inviter !== null) await recordUpline(db, row.id, ids[m.inviter]!);
      }
      const stakes = rowsTable(db, { player_id: 'bigint', staked: 'bigint' }, members.flatMap((m, i) => (m.staked ? [{ player_id: ids[i]!, staked: m.staked }] : [])));
      expect(await commissionsOf(db, stakes, ratesBps)).toEqual(expected(members, ids, ratesBps));
    }),
    { numRuns: 60 },
  );
});
