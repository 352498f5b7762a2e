import type { PlaceBetResponse } from '../../shared/api/bets.js';
import type { Gate, Zone } from '../../shared/game.js';
import { roundAt } from '../../shared/game.js';
import type { Db } from '../db/database.js';
import { writeOne } from '../db/dialect.js';
import { ManualClock } from '../lib/clock.js';
import { addRoundStakes, type RoundRow } from '../modules/rounds/index.js';
import type { TestApp } from './test-app.js';

/** A manual clock set `secondsIn` seconds into a round of `zone` (default 180 s rounds). */
export function clockInRound(secondsIn = 10, zoneSeconds = 180): ManualClock {
  const start = roundAt(Date.UTC(2026, 10, 22, 12, 0, 0), zoneSeconds).startTime;
  return new ManualClock(start + secondsIn * 1000);
}

export interface BetCall {
  readonly token: string;
  readonly amount: number;
  readonly gate: string;
  readonly zone?: Zone;
  readonly key?: string;
  readonly extra?: Record<string, unknown>;
}

export function placeBet(t: TestApp, call: BetCall) {
  return t.request({
    method: 'POST',
    url: '/v1/bets',
    token: call.token,
    headers: call.key !== undefined ? { 'idempotency-key': call.key } : {},
    payload: { amount: call.amount, zone: call.zone ?? 'LEVEL_3', gate: call.gate, game: ' ', ...call.extra },
  });
}

export async function balanceOf(t: TestApp, playerId: number): Promise<number> {
  const row = await t.database.db.selectFrom('players').select('balance').where('id', '=', playerId).executeTakeFirstOrThrow();
  return row.balance / 10_000;
}

export type BetAnswer = PlaceBetResponse;

/**
 * Bets written straight into a round (tests and benchmarks of settlement), with the stakes their
 * batch would have added to: without their debit, so only the wins move and the books still balance.
 */
export async function seedBets(db: Db, round: Pick<RoundRow, 'id' | 'payoutBps' | 'endTime'>, bets: ReadonlyArray<{ playerId: number; gate: Gate; amount: number; createdAt: number }>): Promise<void> {
  await db.insertInto('bets').values(bets.map((b) => ({ ...b, roundId: round.id }))).execute();
  await writeOne(db, addRoundStakes(db, bets.map((b) => ({ roundId: round.id, playerId: b.playerId, gate: b.gate, units: b.amount, payoutBps: round.payoutBps, endsAt: round.endTime }))));
}
