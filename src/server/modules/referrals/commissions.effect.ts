import { PostgresAdapter, sql } from 'kysely';
import { BPS, zoneDisplayName } from '../../../shared/game.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Settlement, SettlementEffect } from '../rounds/settlement.js';
import type { Settings } from '../settings/settings.service.js';

const postgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Referral commissions, as part of every settlement (same transaction, so never paid twice or
 * lost): an upline earns, for each level k (1..7), floor(rate_k × the stakes its level-k bettors
 * placed in the round), if it is an agent and, for k >= 2, VIP too. One REFERRAL_REWARD transfer
 * from COMMISSION and one LV7 record per upline and round, its note naming the levels and the round.
 * Set-based: a handful of statements whatever the number of bettors.
 */
export function commissionsEffect(settings: Settings, ledger: Ledger): SettlementEffect {
  return {
    name: 'referral commissions',
    async run(trx, settlement: Settlement) {
      const rates = settings.get('referralRatesBps');
      if (!settlement.stakes.length || rates.every((r) => r === 0)) return [];
      const { round } = settlement;
      const rate = sql.raw(`case rp.depth ${rates.map((r, i) => `when ${i + 1} then ${Math.trunc(r)}`).join(' ')} else 0 end`);
      // Per upline and level: the stakes of its bettors at that level; then the rate, floored once
      // per level, for the uplines it applies to.
      const perLevel = sql`
        select rp.ancestor_id as player_id, rp.depth as depth, sum(s.staked) as staked
        from ${sql.table(settlement.stakesTable)} s join referral_paths rp on rp.descendant_id = s.player_id
        group by rp.ancestor_id, rp.depth`;
      const perUpline = sql`
        select rp.player_id, sum(rp.staked * ${rate} / ${sql.lit(BPS)}) as amount, min(rp.depth) as low, max(rp.depth) as high
        from (${perLevel}) rp join players up on up.id = rp.player_id
        where up.is_agent = 1 and (rp.depth = 1 or up.is_unlock_multi = 1)
        group by rp.player_id`;
      await (postgres(trx) ? sql`create temp table round_commissions on commit drop as ${perUpline}` : sql`create temp table round_commissions as ${perUpline}`).execute(trx);
      if (postgres(trx)) await sql`analyze round_commissions`.execute(trx);
      const credited = await ledger.postMany(trx, {
        from: 'COMMISSION',
        kind: 'REFERRAL_REWARD',
        ref: { type: 'round', id: round.id },
        credits: sql`select player_id, amount from round_commissions where amount > 0`,
        now: round.settledAt!,
      });
      const single = texts.growth.commissionNote('F', zoneDisplayName(round.zone), round.incId);
      const [before, after] = single.split('F');
      // "F2 · LEVEL 1 #29123456", or "F1–F3 · ..." when one upline earned at several levels.
      await sql`
        insert into reward_records (player_id, type, price, is_active, note, reward_name, ref_type, ref_id, created_at)
        select player_id, 'LV7', amount, 1,
               ${before} || 'F' || low || case when high > low then '–F' || high else '' end || ${after},
               ${texts.growth.rewardNames.LV7}, 'round', ${String(round.id)}, ${round.settledAt}
        from round_commissions where amount > 0`.execute(trx);
      if (!postgres(trx)) await sql`drop table temp.round_commissions`.execute(trx);
      return credited;
    },
  };
}
