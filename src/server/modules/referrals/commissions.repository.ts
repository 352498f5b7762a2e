import { type RawBuilder, sql } from 'kysely';
import { BPS } from '../../../shared/game.js';
import { REFERRAL_LEVELS } from '../../../shared/growth.js';
import type { Db } from '../../db/database.js';

// Queries only: the rule lives in commissions.effect.ts.

/** One upline's commission of a round (units), with the lowest and highest level it earned at. */
export interface Commission {
  readonly playerId: number;
  readonly amount: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Per upline, the commission of a round, above 0: for each level k (1..7), floor(rate_k × the stakes
 * its level-k bettors placed), summed, for uplines that are agents and, for k >= 2, VIP too, and
 * players (an operator's account in someone's upline earns nothing: operators are not players).
 * `stakes` is the round's relation (player_id, staked).
 *
 * Read in two steps of the closure table, so that the join grows with the bettors' inviters, not
 * with the bettors times 7: the stakes are first summed per inviter (level 1); a bettor's level-k
 * upline (k >= 2) is their inviter's level-(k-1) upline, so the inviters' sums are then carried up
 * their own uplines (depth 1..6). 78,125 bettors under 15,625 inviters join 94,000 closure rows
 * instead of 547,000. Each level's stakes are a bigint, so that `× rate / BPS` is integer division
 * on both databases (PostgreSQL's sum of a bigint is a numeric, whose division keeps the fraction).
 */
export async function commissionsOf(db: Db, stakes: RawBuilder<unknown>, ratesBps: readonly number[]): Promise<Commission[]> {
  const rate = sql.raw(`case rp.depth ${ratesBps.map((r, i) => `when ${i + 1} then ${Math.trunc(r)}`).join(' ')} else 0 end`);
  const rows = await sql<{ playerId: number; amount: number; low: number; high: number }>`
    with inviters as (
      select rp.ancestor_id as player_id, cast(sum(s.staked) as bigint) as staked
      from ${stakes} s join referral_paths rp on rp.descendant_id = s.player_id and rp.depth = 1
      group by rp.ancestor_id),
    levels as (
      select player_id, 1 as depth, staked from inviters
      union all
      select rp.ancestor_id, rp.depth + 1, cast(sum(i.staked) as bigint)
      from inviters i join referral_paths rp on rp.descendant_id = i.player_id and rp.depth < ${sql.lit(REFERRAL_LEVELS.length)}
      group by rp.ancestor_id, rp.depth)
    select c.player_id, c.amount, c.low, c.high from (
      select rp.player_id, sum(rp.staked * ${rate} / ${sql.lit(BPS)}) as amount, min(rp.depth) as low, max(rp.depth) as high
      from levels rp join players up on up.id = rp.player_id
      where up.is_agent = 1 and (rp.depth = 1 or up.is_unlock_multi = 1) and coalesce(up.role, '') = 'PLAYER'
      group by rp.player_id) c
    where c.amount > 0 order by c.player_id`.execute(db);
  return rows.rows.map((r) => ({ playerId: Number(r.playerId), amount: Number(r.amount), low: Number(r.low), high: Number(r.high) }));
}
