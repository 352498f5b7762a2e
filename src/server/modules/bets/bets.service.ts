import type { Kysely } from 'kysely';
import type { PlaceBetBody, PlaceBetResponse } from '../../../shared/api/bets.js';
import { BET_MIN, normalizeGate, OPPOSITE_GATE, roundAt, type Zone } from '../../../shared/game.js';
import { formatPoints, mulDivFloor, pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { idempotent, requestHash, storedAnswer, type StoredAnswer } from '../idempotency/idempotency.service.js';
import { DEFAULT_MAX_BALANCE_UNITS, post } from '../ledger/ledger.service.js';
import type { RoundRow } from '../rounds/rounds.table.js';
import { BetAmountError, BettingLockedError, OppositeGateError, WinPassesCapError } from './bets.errors.js';
import { toBet } from './bets.mapper.js';
import { holdsGate, insertBet, roundStatusForBet } from './bets.repository.js';
import type { SqliteBetWriter } from './bets.sqlite-store.js';

export interface BetSettings {
  readonly zoneSeconds: Readonly<Record<Zone, number>>;
  readonly betLockSeconds: number;
  /** Points. */
  readonly betMax: number;
  readonly payoutBps: number;
}

export interface BetDeps {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** On SQLite: bets are written as prepared statements with group commit (bets.sqlite-store.ts). */
  readonly sqliteWriter?: SqliteBetWriter | undefined;
  readonly clock: Clock;
  readonly settings: BetSettings;
  /** The open round of a zone (the engine's, created if needed). */
  readonly currentRound: (zone: Zone) => Promise<RoundRow>;
}

/** The amount in units, or the message the bet dialog shows for it (spec section 5). */
export function betAmountUnits(amount: number, betMax: number): number {
  // The range first: an absurdly large amount is "above the maximum", not "too many decimals".
  if (amount < BET_MIN) throw new BetAmountError(texts.game.bet.amountMin);
  if (amount > betMax) throw new BetAmountError(texts.game.bet.amountMax(formatPoints(betMax)));
  const units = pointsToUnits(amount);
  if (units === undefined) throw new BetAmountError(texts.game.bet.amountDecimals);
  return units;
}

/**
 * Places a bet on the open round of its zone: refused inside the lock, below the minimum, above the
 * maximum or the balance, or opposite a gate already held in the round. The debit (a conditional
 * update, with its ledger row), the bet and the checks are one transaction; with an
 * `Idempotency-Key`, a retry returns the first answer and debits nothing again.
 * On SQLite the transaction runs as prepared statements (bets.sqlite-store.ts); on PostgreSQL as
 * below. The same test suites run against both.
 */
export async function placeBet(deps: BetDeps, playerId: number, body: PlaceBetBody, idempotencyKey: string | undefined): Promise<StoredAnswer<PlaceBetResponse>> {
  // A retry gets the first answer, even if the round has locked since or the rules would now refuse it.
  if (idempotencyKey !== undefined) {
    const earlier = await storedAnswer<PlaceBetResponse>(deps.db, { playerId, scope: 'bets', key: idempotencyKey, request: body });
    if (earlier) return earlier;
  }
  const gate = normalizeGate(body.gate);
  const units = betAmountUnits(body.amount, deps.settings.betMax);
  const now = deps.clock.now();
  const { endTime } = roundAt(now, deps.settings.zoneSeconds[body.zone]);
  if (now >= endTime - deps.settings.betLockSeconds * 1000) throw new BettingLockedError();
  const round = await deps.currentRound(body.zone);
  const render = (bet: Parameters<typeof toBet>[0], balance: number): PlaceBetResponse => ({ bet: toBet(bet, round), balance: unitsToPoints(balance) });

  // A win must never carry the balance past the maximum: settlement credits without refusing.
  const maxBalanceBefore = DEFAULT_MAX_BALANCE_UNITS - (mulDivFloor(units, deps.settings.payoutBps, 10_000) - units);

  if (deps.sqliteWriter) {
    const idempotency = idempotencyKey === undefined ? undefined : { key: idempotencyKey, requestHash: requestHash(body) };
    return deps.sqliteWriter.place({ playerId, roundId: round.id, gate, amount: units, maxBalanceBefore, now }, idempotency, render);
  }

  return idempotent(deps.db, { playerId, scope: 'bets', key: idempotencyKey, request: body }, async (trx) => {
    // On PostgreSQL this share-locks the round: its settlement waits until this bet is committed.
    if ((await roundStatusForBet(trx, round.id, deps.dialect === 'postgres')) !== 'OPEN') throw new BettingLockedError();
    const bet = await insertBet(trx, { playerId, roundId: round.id, gate, amount: units, createdAt: now });
    // The debit locks the player's row, so the opposite-gate check below sees every earlier bet of theirs.
    const balance = await post(trx, { playerId, delta: -units, kind: 'BET', refType: 'bet', refId: bet.id, now });
    if (balance + units > maxBalanceBefore) throw new WinPassesCapError();
    if (await holdsGate(trx, playerId, round.id, OPPOSITE_GATE[gate])) throw new OppositeGateError();
    return { statusCode: 201, body: render(bet, balance) };
  });
}
