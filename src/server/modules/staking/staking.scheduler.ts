import { texts } from '../../../shared/texts.js';
import { DAY_MS } from '../../../shared/growth.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AppContext } from '../context.js';
import { recordReward } from '../gifts/index.js';
import type { PlayerBalance } from '../ledger/index.js';
import { recordWinnings } from '../safety/index.js';
import { advanceDaysPaid, completeStake, dueStakes } from './staking.repository.js';
import type { StakeRow } from './staking.table.js';

/** Another scheduler paid this day (or returned this stake) first: nothing to do. */
class PaidElsewhere extends Error {}

/**
 * Pays what is due on every active stake at `now`, on any number of instances at once: each full
 * day since the stake started earns its daily reward (REWARDS to the player, STAKE_REWARD, a STALK
 * record), exactly once per stake and day: a conditional step of `days_paid` and the ledger's
 * unique key. Days missed while no server ran are caught up. At maturity, once every day is paid,
 * the amount comes back from STAKING (STAKE_RETURN). Returns how many payments this call made.
 */
export async function payDueStakes(ctx: AppContext, now: number, onError: (error: unknown, stakeId: number) => void = rethrow): Promise<number> {
  let paid = 0;
  for (const stake of await dueStakes(ctx.db, now, DAY_MS)) {
    // One stake that cannot be paid now (its owner at the balance maximum) holds up no other.
    try {
      const daysDue = Math.min(stake.termDays, Math.floor((now - stake.startedAt) / DAY_MS));
      for (let day = stake.daysPaid + 1; day <= daysDue; day++) {
        if (!(await once(ctx, () => payDay(ctx, stake, day)))) break;
        paid += 1;
        if (stake.dailyReward > 0) ctx.events.emit('rewardsPaid', { type: 'STALK', ref: stakeDayRef(stake, day) });
      }
      if (now >= stake.maturesAt && (await once(ctx, () => returnStake(ctx, stake)))) paid += 1;
    } catch (error) {
      onError(error, stake.id);
    }
  }
  return paid;
}

const rethrow = (error: unknown): never => {
  throw error;
};

/** Runs one payment's transaction and announces the balance; false when another scheduler made it. */
async function once(ctx: AppContext, payment: () => Promise<PlayerBalance | undefined>): Promise<boolean> {
  try {
    const balance = await payment();
    if (balance) ctx.events.emit('balanceChanged', balance);
    return true;
  } catch (error) {
    if (error instanceof PaidElsewhere || isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The reference of a stake's day: its ledger row's and its reward record's. */
const stakeDayRef = (stake: StakeRow, day: number) => ({ type: 'stake-day', id: `${stake.id}:${day}` });

function payDay(ctx: AppContext, stake: StakeRow, day: number): Promise<PlayerBalance | undefined> {
  // Dated at the end of the day it pays for, so a catch-up reads like the days it stands for.
  const at = stake.startedAt + day * DAY_MS;
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await advanceDaysPaid(trx, stake.id, day))) throw new PaidElsewhere();
    const ref = stakeDayRef(stake, day);
    const moved = stake.dailyReward > 0 ? await ctx.ledger.post(trx, { from: { system: 'REWARDS' }, to: { player: stake.playerId }, amount: stake.dailyReward, kind: 'STAKE_REWARD', ref, now: at }) : undefined;
    // Loss limits: what staking pays back counts as winnings of the day it is dated.
    await recordWinnings(trx, stake.playerId, stake.dailyReward, at);
    await recordReward(trx, { playerId: stake.playerId, type: 'STALK', price: stake.dailyReward, note: texts.growth.stakeRewardNote(day, stake.termDays, stake.id), ref, createdAt: at });
    return moved;
  });
}

function returnStake(ctx: AppContext, stake: StakeRow): Promise<PlayerBalance | undefined> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await completeStake(trx, stake.id, stake.maturesAt))) throw new PaidElsewhere();
    const moved = await ctx.ledger.post(trx, { from: { system: 'STAKING' }, to: { player: stake.playerId }, amount: stake.amount, kind: 'STAKE_RETURN', ref: { type: 'stake', id: stake.id }, now: stake.maturesAt });
    // After the credit, which locked the player's row: one lock order with bets (player, then tally).
    await recordWinnings(trx, stake.playerId, stake.amount, stake.maturesAt);
    return moved;
  });
}
