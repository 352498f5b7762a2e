import type { CreateStakeBody, CreateStakeResponse, StakesResponse } from '../../../shared/api/growth.js';
import { DAY_MS, dailyStakeReward } from '../../../shared/growth.js';
import { pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { withdrawalAmountProblem } from '../../../shared/withdrawals.js';
import { BadRequestError } from '../../lib/errors.js';
import type { AppContext } from '../context.js';
import { idempotent, type StoredAnswer } from '../idempotency/index.js';
import type { PlayerBalance } from '../ledger/index.js';
import { assertSelf, type PlayerRow } from '../players/index.js';
import { guardPlay } from '../safety/index.js';
import { toStake } from './staking.mapper.js';
import type { Db } from '../../db/database.js';
import { insertStake, playerStakes } from './staking.repository.js';
import type { StakeRow } from './staking.table.js';

/**
 * POST /v1/players/{id}/staking: at least the `stakingMin` setting and at most the balance (the
 * withdrawal's rules and messages, spec section 5). The amount moves from the player to STAKING
 * (STAKE); the stake keeps the rate and term in force now, and its daily reward. Refused during the
 * player's cool-off or self-exclusion, and past a loss limit (the amount counts as a stake, its
 * rewards and return as winnings when paid: docs/decisions/loss-limits-count-at-placement.md).
 */
export async function createStake(
  ctx: AppContext,
  caller: PlayerRow,
  id: number,
  body: CreateStakeBody,
  idempotencyKey: string | undefined,
): Promise<StoredAnswer<CreateStakeResponse>> {
  assertSelf(caller, id);
  const problem = withdrawalAmountProblem(body.amount, undefined, ctx.settings.get('stakingMin'));
  if (problem) throw new BadRequestError(problem, 'INVALID_AMOUNT');
  const amount = pointsToUnits(body.amount)!;
  const now = ctx.clock.now();
  const rateBps = ctx.settings.get('stakingRateBps');
  const termDays = ctx.settings.get('stakingTermDays');
  let moved: PlayerBalance | undefined;
  const answer = await idempotent<CreateStakeResponse>(ctx.db, { playerId: id, scope: 'staking', key: idempotencyKey, request: body, now }, async (trx) => {
    await guardPlay(trx, id, amount, now);
    const stake = await insertStake(trx, {
      playerId: id,
      amount,
      rateBps,
      termDays,
      dailyReward: dailyStakeReward(amount, rateBps),
      startedAt: now,
      maturesAt: now + termDays * DAY_MS,
      completedAt: null,
    });
    // Refused with 'Số dư không đủ' (and the stake rolled back) when the amount exceeds the balance.
    moved = await ctx.ledger.post(trx, { from: { player: id }, to: { system: 'STAKING' }, amount, kind: 'STAKE', ref: { type: 'stake', id: stake.id }, now });
    return { statusCode: 201, body: { stake: toStake(stake), balance: unitsToPoints(moved!.balance), balanceVersion: moved!.version } };
  });
  if (!answer.replayed && moved) ctx.events.emit('balanceChanged', moved);
  return answer;
}

/** GET /v1/players/{id}/staking: the caller's stakes, newest first. */
export async function listStakes(ctx: AppContext, caller: PlayerRow, id: number): Promise<StakesResponse> {
  assertSelf(caller, id);
  return { results: (await playerStakes(ctx.db, id)).map(toStake) };
}

/** The player's stakes, newest first (the console's history and export). */
export function stakesOf(db: Db, playerId: number): Promise<StakeRow[]> {
  return playerStakes(db, playerId);
}
