import type { BetsQuery, BetsResponse, PlaceBetBody, PlaceBetResponse } from '../../../shared/api/bets.js';
import type { ParticipationQuery, ParticipationResponse, RoundStats } from '../../../shared/api/rounds.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { Zone } from '../../../shared/game.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import type { BettorResult, SettledRound } from '../events/index.js';
import type { Db } from '../../db/database.js';
import type { StoredAnswer } from '../idempotency/index.js';
import { betOutcome, type OpenRound, roundOrNotFound, toRound } from '../rounds/index.js';
import type { Settings } from '../settings/index.js';
import { toBet, toRoundBet } from './bets.mapper.js';
import { betsBefore, betsOfRound, betsPage, type BetWithRound, countBets } from './bets.repository.js';
import { creditedParticipation, participationBefore, participationPage, type ParticipationRow } from './participation.repository.js';
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
    maxBalance: settings.maxBalanceUnits(),
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

/**
 * GET /v1/bets: the caller's bets, newest first: a page by number with the counts, or by cursor (the
 * bet id the page before ended on) without them; `nextCursor` either way.
 */
export async function playerBets(ctx: AppContext, playerId: number, query: BetsQuery): Promise<BetsResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const filter = { zone: query.zone, roundId: query.sessionId };
  const read =
    query.cursor === undefined
      ? await betsPage(ctx.db, playerId, filter, limit + 1, offset)
      : { rows: await betsBefore(ctx.db, playerId, filter, cursorKey(query.cursor), limit + 1), total: undefined };
  const { rows, nextCursor } = pageOf(read.rows, limit, (r) => r.id);
  return {
    results: rows.map((r) => toBet(r, { id: r.roundId, zone: r.zone, incId: r.incId, status: r.roundStatus, result: r.result, payoutBps: r.payoutBps })),
    ...(read.total === undefined ? { limit } : info(read.total)),
    nextCursor,
  };
}

/** GET /v1/sessions/{id}/stats: one round with the caller's bets in it, and their sums. */
export async function roundStats(ctx: AppContext, playerId: number, roundId: number): Promise<RoundStats> {
  const round = await roundOrNotFound(ctx, roundId);
  const bets = await betsOfRound(ctx.db, playerId, round.id);
  // Sums in units, converted once.
  const staked = bets.reduce((sum, b) => sum + b.amount, 0);
  const paid = bets.reduce((sum, b) => sum + betOutcome(b, round).payout, 0);
  return { ...toRound(round), totalBet: unitsToPoints(staked), totalWinnings: unitsToPoints(paid), bets: bets.map((b) => toRoundBet(b, round)) };
}

/**
 * GET /v1/sessions/stats: the rounds the caller bet in, with stake and winnings per round, the one
 * joined last first: a page by number with the counts and total winnings, or by cursor (the entry the
 * page before ended on) without them; `nextCursor` either way.
 */
export async function participation(ctx: AppContext, playerId: number, query: ParticipationQuery): Promise<ParticipationResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const read =
    query.cursor === undefined
      ? await participationPage(ctx.db, playerId, query.zone, limit + 1, offset)
      : { rows: await participationBefore(ctx.db, playerId, query.zone, cursorKey(query.cursor), limit + 1), total: undefined, totalPayout: 0 };
  const { rows, nextCursor } = pageOf<ParticipationRow>(read.rows, limit, (r) => r.entryId);
  return {
    results: rows.map((r) => ({
      session: { id: r.roundId, zone: r.zone, incId: r.incId },
      totalBet: unitsToPoints(r.totalBet),
      totalWinnings: unitsToPoints(r.totalPayout),
      settled: r.roundStatus === 'SETTLED',
      endTime: new Date(r.endTime).toISOString(),
    })),
    ...(read.total === undefined ? { limit } : { ...info(read.total), totalWinnings: unitsToPoints(read.totalPayout) }),
    nextCursor,
  };
}

/** The most bet results a reconnect brings back (a player rarely misses more than the round that just ended). */
const MISSED_RESULTS_MAX = 10;

/**
 * The bet results a player's socket may have missed: the app drops its socket when a round's countdown
 * ends and reconnects 2 s later (spec section 8), which is when the round settles and its results go
 * out. A reconnect's STATUS brings back those of the rounds that ended from `endedFrom` and have
 * credited the player, as `betsSettled` told them (the app shows a result once, by its id).
 */
export async function missedBetResults(db: Db, playerId: number, endedFrom: number): Promise<Array<{ round: SettledRound; player: BettorResult }>> {
  const rows = await creditedParticipation(db, playerId, endedFrom, MISSED_RESULTS_MAX);
  return rows.reverse().map((r) => ({
    round: { id: r.roundId, zone: r.zone, incId: r.incId, result: r.result },
    player: { playerId, bets: r.bets, staked: r.staked, won: r.won },
  }));
}

export type { BetWithRound };

/** The filter of a player's bets: one zone, one round, or all. */
type BetsFilter = { zone?: Zone | undefined; roundId?: number | undefined };

/** A page of the player's bets with their rounds, newest first, and how many there are (the console's history). */
export function playerBetsPage(db: Db, playerId: number, filter: BetsFilter, limit: number, offset: number): Promise<{ rows: BetWithRound[]; total: number }> {
  return betsPage(db, playerId, filter, limit, offset);
}

/** The player's bets with an id below `before` (all when undefined), with their rounds, newest first. */
export function playerBetsBefore(db: Db, playerId: number, filter: BetsFilter, before: number | undefined, limit: number): Promise<BetWithRound[]> {
  return betsBefore(db, playerId, filter, before, limit);
}

/** How many bets the player has (of one zone, of one round, if given). */
export function countPlayerBets(db: Db, playerId: number, filter: BetsFilter): Promise<number> {
  return countBets(db, playerId, filter);
}
