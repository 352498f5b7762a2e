import type { Generated, Selectable } from 'kysely';
import type { Gate } from '../../../shared/game.js';

/** Row of `bets`. Amounts in units; `payout` stays 0 unless the bet won. */
export interface BetsTable {
  id: Generated<number>;
  playerId: number;
  roundId: number;
  gate: Gate;
  amount: number;
  payout: Generated<number>;
  status: Generated<'PENDING' | 'WON' | 'LOST'>;
  createdAt: number;
}

export type BetRow = Selectable<BetsTable>;
