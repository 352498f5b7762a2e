import type { Gate } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { Read, Write } from '../../db/dialect.js';
import { heldGatesRead, roundStakesWrite, type StakeOfBet } from './round-stakes.repository.js';

// Each player's stakes in each round (round_stakes), as the bets' batches add to them and read them:
// a read and a write to send with the batch's others, in its transaction.

export type { StakeOfBet };

/** The gates each player already holds in each round, by `${roundId}:${playerId}`. */
export function heldGates(db: Db, pairs: ReadonlyArray<{ roundId: number; playerId: number }>): Read<Map<string, Set<Gate>>> {
  return heldGatesRead(db, pairs);
}

/** Adds accepted bets to their players' stakes in their rounds (what settlement credits from). */
export function addRoundStakes(db: Db, bets: readonly StakeOfBet[]): Write<void> {
  return roundStakesWrite(db, bets);
}
