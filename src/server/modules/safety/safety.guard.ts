import type { Db } from '../../db/database.js';
import { type Read, readOne, type Write, writeOne } from '../../db/dialect.js';
import { dayStart } from './safety.periods.js';
import { addToTallies, lockPlayer, periodNets, safetyRulesRead, talliesWrite } from './safety.repository.js';
import { guardParts, needsTallies, periodStarts, type PlayGuard, playGuard, playRefusal, type SafetyRules } from './safety.rules.js';

/**
 * The pause and limits in force at `now` of each of `playerIds` who set any, with the net loss of
 * each limited period: two queries whatever the number of players. Read inside the caller's
 * transaction after the players' rows are locked (so two of a player's transactions are decided one
 * after the other and a limit cannot be overshot by racing).
 */
export async function readPlayGuards(trx: Db, playerIds: readonly number[], now: number): Promise<Map<number, PlayGuard>> {
  return playGuardsOf(trx, await readOne(playRulesRead(trx, playerIds)), now);
}

/** The first half of `readPlayGuards`, to send with other reads (`readTogether`): the rules players set. */
export function playRulesRead(trx: Db, playerIds: readonly number[]): Read<PlayRules> {
  return safetyRulesRead(trx, playerIds);
}

/** The second half: the guards of the players whose rules these are, with the tallies of those who set a limit (none read when no one did). */
export async function playGuardsOf(trx: Db, rules: PlayRules, now: number): Promise<Map<number, PlayGuard>> {
  const parts = new Map([...rules].map(([id, row]) => [id, guardParts(row, now)]));
  const limited = [...parts].filter(([, p]) => needsTallies(p)).map(([id]) => id);
  const nets = await periodNets(trx, limited, periodStarts(now));
  return new Map([...parts].map(([id, p]) => [id, playGuard(p, needsTallies(p) ? (nets.get(id) ?? { day: 0, week: 0, month: 0 }) : undefined, now)]));
}

/** The rules of play players set, by player (`playRulesRead`). */
export type PlayRules = ReadonlyMap<number, SafetyRules>;

/** The same for one player. */
export async function readPlayGuard(trx: Db, playerId: number, now: number): Promise<PlayGuard | undefined> {
  return (await readPlayGuards(trx, [playerId], now)).get(playerId);
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
  await recordStakes(trx, [{ playerId, units, at: now }]);
}

/** Bets' stakes (units) placed at `at`, into their Vietnam days' tallies: one statement. */
export async function recordStakes(trx: Db, stakes: ReadonlyArray<{ playerId: number; units: number; at: number }>): Promise<void> {
  await writeOne(trx, stakesWrite(trx, stakes));
}

/** The same, as a write to send with others (`writeTogether`). */
export function stakesWrite(trx: Db, stakes: ReadonlyArray<{ playerId: number; units: number; at: number }>): Write<void> {
  return talliesWrite(trx, stakes.map((s) => ({ playerId: s.playerId, dayStart: dayStart(s.at), stakes: s.units, winnings: 0 })));
}

/** Points paid back by play at `at` (a box prize, a staking payment), into that Vietnam day's tally. */
export function recordWinnings(trx: Db, playerId: number, units: number, at: number): Promise<void> {
  return recordWinningsOf(trx, [{ playerId, units, at }]);
}

/** The same for many players (a settlement's winners): one statement. */
export function recordWinningsOf(trx: Db, winnings: ReadonlyArray<{ playerId: number; units: number; at: number }>): Promise<void> {
  return addToTallies(trx, winnings.filter((w) => w.units > 0).map((w) => ({ playerId: w.playerId, dayStart: dayStart(w.at), stakes: 0, winnings: w.units })));
}
