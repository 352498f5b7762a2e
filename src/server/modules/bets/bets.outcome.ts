import { type Gate, gateWins } from '../../../shared/game.js';
import { mulDivFloor } from '../../../shared/money.js';
import type { RoundRow } from '../rounds/rounds.table.js';

export type BetStatus = 'PENDING' | 'WON' | 'LOST';

/** A bet's status and payout (units), from the bet and its round: PENDING until the round settles. */
export function betOutcome(bet: { gate: Gate; amount: number }, round: Pick<RoundRow, 'status' | 'result' | 'payoutBps'>): { status: BetStatus; payout: number } {
  if (round.status !== 'SETTLED' || !round.result || round.payoutBps === null) return { status: 'PENDING', payout: 0 };
  return gateWins(bet.gate, round.result)
    ? { status: 'WON', payout: mulDivFloor(bet.amount, round.payoutBps, 10_000) }
    : { status: 'LOST', payout: 0 };
}
