import type { Db } from '../../db/database.js';
import { dayStart } from './safety.periods.js';
import { addStakes, addWinnings, lockPlayer, safetyRowForPlay, tallySums } from './safety.repository.js';
import { guardParts, needsTallies, periodStarts, type PlayGuard, playGuard, playRefusal } from './safety.rules.js';

/**
 * The player's pause and limits in force at `now`, with the net loss of each limited period, read
 * inside the caller's transaction after the player's row is locked (so two of their transactions
 * are decided one after the other and a limit cannot be overshot by racing).
 */
export async function readPlayGuard(trx: Db, playerId: number, now: number): Promise<PlayGuard | undefined> {
  const row = await safetyRowForPlay(trx, playerId);
  if (!row) return undefined;
  const parts = guardParts(row, now);
  return playGuard(parts, needsTallies(parts) ? await tallySums(trx, playerId, periodStarts(now)) : undefined, now);
}

/**
 * Before `units` go into play other than by a bet (a stake, a gift box), inside its transaction:
 * locks the player's row, refuses while a pause runs or when a period's net loss would pass its
 * limit, and counts the units into today's stakes.
 */
export async function guardPlay(trx: Db, playerId: number, units: number, now: number): Promise<void> {
  await lockPlayer(trx, playerId);
  const refusal = playRefusal(await readPlayGuard(trx, playerId, now), units, now);
  if (refusal) throw refusal;
  await addStakes(trx, playerId, dayStart(now), units);
}

/** Points a bet's stake placed at `at` (units), into that Vietnam day's tally. */
export function recordStakes(trx: Db, playerId: number, units: number, at: number): Promise<void> {
  return addStakes(trx, playerId, dayStart(at), units);
}

/** Points paid back by play at `at` (a box prize, a staking payment), into that Vietnam day's tally. */
export function recordWinnings(trx: Db, playerId: number, units: number, at: number): Promise<void> {
  return units > 0 ? addWinnings(trx, playerId, dayStart(at), units) : Promise.resolve();
}
