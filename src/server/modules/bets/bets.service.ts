import type { BetsQuery, BetsResponse, PlaceBetBody, PlaceBetResponse } from '../../../shared/api/bets.js';
import { UNITS_PER_POINT } from '../../../shared/money.js';
import type { Zone } from '../../../shared/game.js';
import { paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import type { StoredAnswer } from '../idempotency/idempotency.service.js';
import type { OpenRound } from '../rounds/rounds.table.js';
import type { Settings } from '../settings/settings.service.js';
import { toBet } from './bets.mapper.js';
import { betsPage } from './bets.repository.js';
import type { BetRules } from './bets.rules.js';
import type { BetSession } from './bets.batch.js';
import type { BetStore } from './bets.store.js';

/** Where a bet goes: the store chosen at start, and the open round of a zone (the engine's). */
export interface BetPlacement {
  readonly store: BetStore;
  readonly currentRound: (zone: Zone) => Promise<OpenRound>;
}

/** The bet rules in force now, from the operator settings. */
export function betRules(settings: Settings): BetRules {
  return {
    betMin: settings.get('betMin'),
    betMax: settings.get('betMax'),
    betLockSeconds: settings.get('betLockSeconds'),
    maxBalance: settings.get('balanceMax') * UNITS_PER_POINT,
  };
}

/**
 * POST /v1/bets: a bet on the open round of its zone by the token's player, its session checked and
 * the bet decided by `decideBet` and written by the store in its batch's transaction; a retry with the same Idempotency-Key gets the first answer and moves
 * nothing. The new balance and the bet (for the player's other devices) are announced once committed.
 */
export async function placeBet(
  ctx: AppContext,
  placement: BetPlacement,
  session: BetSession,
  body: PlaceBetBody,
  idempotencyKey: string | undefined,
): Promise<StoredAnswer<PlaceBetResponse>> {
  const round = await placement.currentRound(body.zone);
  const playerId = session.sub;
  const { answer, balance } = await placement.store.place({ playerId, session, body, round, now: ctx.clock.now(), idempotencyKey, rules: betRules(ctx.settings) });
  if (balance) {
    ctx.events.emit('balanceChanged', balance);
    ctx.events.emit('betPlaced', { playerId, betId: answer.body.bet.id, zone: body.zone });
  }
  return answer;
}

/** GET /v1/bets: the caller's bets, newest first. */
export async function playerBets(ctx: AppContext, playerId: number, query: BetsQuery): Promise<BetsResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await betsPage(ctx.db, playerId, { zone: query.zone, roundId: query.sessionId }, limit, offset);
  return {
    results: rows.map((r) => toBet(r, { id: r.roundId, zone: r.zone, incId: r.incId, status: r.roundStatus, result: r.result, payoutBps: r.payoutBps })),
    ...info(total),
  };
}
