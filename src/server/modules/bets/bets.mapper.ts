import type { Bet, PlaceBetResponse } from '../../../shared/api/bets.js';
import type { RoundBet } from '../../../shared/api/rounds.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { PlayerBalance } from '../ledger/index.js';
import { betOutcome, type RoundRow } from '../rounds/index.js';
import type { BetRow } from './bets.table.js';

type RoundOfBet = Pick<RoundRow, 'id' | 'zone' | 'incId' | 'status' | 'result' | 'payoutBps'>;

export function toRoundBet(row: BetRow, round: RoundOfBet): RoundBet {
  const { status, payout } = betOutcome(row, round);
  return {
    id: row.id,
    gate: row.gate,
    amount: unitsToPoints(row.amount),
    winnings: unitsToPoints(payout),
    status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toBet(row: BetRow, round: RoundOfBet): Bet {
  return { ...toRoundBet(row, round), session: { id: round.id, zone: round.zone, incId: round.incId } };
}

/** What POST /v1/bets answers: the bet, and the balance it left with its version. */
export function renderPlaced(row: BetRow, round: RoundOfBet, balance: PlayerBalance): PlaceBetResponse {
  return { bet: toBet(row, round), balance: unitsToPoints(balance.balance), balanceVersion: balance.version };
}
