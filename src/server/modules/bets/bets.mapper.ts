import type { Bet } from '../../../shared/api/bets.js';
import type { RoundBet } from '../../../shared/api/rounds.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { Zone } from '../../../shared/game.js';
import type { BetRow } from './bets.table.js';

export function toRoundBet(row: BetRow): RoundBet {
  return {
    id: row.id,
    gate: row.gate,
    amount: unitsToPoints(row.amount),
    winnings: unitsToPoints(row.payout),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toBet(row: BetRow, round: { id: number; zone: Zone; incId: number }): Bet {
  return { ...toRoundBet(row), session: { id: round.id, zone: round.zone, incId: round.incId } };
}
