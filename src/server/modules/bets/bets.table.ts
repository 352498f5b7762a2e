import type { Generated, Selectable } from 'kysely';
import type { Gate } from '../../../shared/game.js';

/**
 * Row of `bets`, never changed once written. Amount in units. Whether it won and what it paid follow
 * from its round once settled (see rounds/rounds.outcome.ts), so settlement never rewrites bets.
 */
export interface BetsTable {
  id: Generated<number>;
  playerId: number;
  roundId: number;
  gate: Gate;
  amount: number;
  createdAt: number;
}

export type BetRow = Selectable<BetsTable>;
