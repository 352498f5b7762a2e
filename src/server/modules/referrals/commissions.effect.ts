import { zoneDisplayName } from '../../../shared/game.js';
import { texts } from '../../../shared/texts.js';
import { rowsTable } from '../../db/dialect.js';
import { recordRewards } from '../gifts/index.js';
import type { Ledger } from '../ledger/index.js';
import type { Settlement, SettlementEffect } from '../rounds/index.js';
import type { Settings } from '../settings/index.js';
import { commissionsOf } from './commissions.repository.js';

/**
 * Referral commissions, once every winner of a round is credited (same transaction as the mark that
 * its settlement is done, so never paid twice or lost): an upline earns, for each level k (1..7),
 * floor(rate_k × the stakes its level-k bettors placed in the round), if it is an agent and, for
 * k >= 2, VIP too. One REFERRAL_REWARD transfer from COMMISSION and one LV7 record per upline and
 * round, its note naming the levels and the round. Set-based: one read and a few writes whatever the
 * number of bettors.
 */
export function commissionsEffect(settings: Settings, ledger: Ledger): SettlementEffect {
  return {
    name: 'referral commissions',
    on: 'round',
    async run(trx, settlement: Settlement) {
      const rates = settings.get('referralRatesBps');
      const { round } = settlement;
      if (round.betCount === 0 || rates.every((r) => r === 0)) return [];
      const earned = await commissionsOf(trx, settlement.stakesRows, rates);
      if (!earned.length) return [];
      const credited = await ledger.postMany(trx, { from: 'COMMISSION', kind: 'REFERRAL_REWARD', ref: { type: 'round', id: round.id }, credits: earned, now: round.settledAt! });
      // "F2 · LEVEL 1 #29123456", or "F1–F3 · ..." when one upline earned at several levels.
      const note = (c: (typeof earned)[number]) => texts.growth.commissionNote(c.high > c.low ? `F${c.low}–F${c.high}` : `F${c.low}`, zoneDisplayName(round.zone), round.incId);
      const records = rowsTable(trx, { player_id: 'bigint', price: 'bigint', note: 'text' }, earned.map((c) => ({ player_id: c.playerId, price: c.amount, note: note(c) })));
      await recordRewards(trx, records, { type: 'LV7', ref: { type: 'round', id: round.id }, createdAt: round.settledAt! });
      return credited;
    },
  };
}
