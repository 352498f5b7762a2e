import type { PlaceBetBody, PlaceBetResponse } from '../../../shared/api/bets.js';
import type { AppContext } from '../context.js';
import { idempotent, type StoredAnswer } from '../idempotency/idempotency.service.js';
import type { PlayerBalance } from '../ledger/ledger.transfer.js';
import type { OpenRound } from '../rounds/rounds.table.js';
import { readPlayGuard, recordStakes } from '../safety/safety.guard.js';
import { renderPlaced } from './bets.mapper.js';
import { heldGates, insertBet, lockedBalance, roundStatusForBet } from './bets.repository.js';
import { type BetRules, decideBet } from './bets.rules.js';

/** One bet to place, with everything its rules need. */
export interface PlaceBet {
  readonly playerId: number;
  readonly body: PlaceBetBody;
  /** The open round of the bet's zone. */
  readonly round: OpenRound;
  readonly now: number;
  readonly idempotencyKey: string | undefined;
  readonly rules: BetRules;
}

export interface PlacedBet {
  readonly answer: StoredAnswer<PlaceBetResponse>;
  /** The balance it left; absent for a replayed answer (nothing moved now). */
  readonly balance?: PlayerBalance | undefined;
}

/**
 * Where bets are written, chosen at start: one shape on both databases. Each store, in one
 * transaction and in this order: the first answer to a retried Idempotency-Key; the facts (round
 * status, balance, held gates, the player's pause and loss limits with the net loss of each limited
 * period); `decideBet` (bets.rules.ts), which refuses before any write; then the bet, the ledger
 * transfer to HOUSE, the stake added to today's loss tally, and the answer kept for the key.
 */
export interface BetStore {
  place(bet: PlaceBet): Promise<PlacedBet>;
}

/**
 * Through Kysely (PostgreSQL). The round's row is share-locked (its settlement waits for this bet)
 * and the player's row locked before anything is read, so two bets of one player are decided one
 * after the other (their loss tallies included: a limit cannot be overshot by concurrent bets).
 */
export class KyselyBetStore implements BetStore {
  constructor(
    private readonly ctx: AppContext,
    private readonly postgres: boolean,
  ) {}

  async place(bet: PlaceBet): Promise<PlacedBet> {
    let moved: PlayerBalance | undefined;
    const answer = await idempotent<PlaceBetResponse>(
      this.ctx.db,
      { playerId: bet.playerId, scope: 'bets', key: bet.idempotencyKey, request: bet.body, now: bet.now },
      async (trx) => {
        const status = await roundStatusForBet(trx, bet.round.id, this.postgres);
        const balance = await lockedBalance(trx, bet.playerId, this.postgres);
        const held = await heldGates(trx, bet.playerId, bet.round.id);
        const guard = await readPlayGuard(trx, bet.playerId, bet.now);
        const decision = decideBet(bet.body, { now: bet.now, round: { ...bet.round, status: status ?? 'SETTLED' }, heldGates: held, balance, guard }, bet.rules);
        if ('refusal' in decision) throw decision.refusal;
        const row = await insertBet(trx, { playerId: bet.playerId, roundId: bet.round.id, gate: decision.gate, amount: decision.units, createdAt: bet.now });
        moved = await this.ctx.ledger.post(trx, { from: { player: bet.playerId }, to: { system: 'HOUSE' }, amount: decision.units, kind: 'BET', ref: { type: 'bet', id: row.id }, now: bet.now });
        await recordStakes(trx, bet.playerId, decision.units, bet.now);
        return { statusCode: 201, body: renderPlaced(row, bet.round, moved!) };
      },
    );
    return { answer, balance: answer.replayed ? undefined : moved };
  }
}
