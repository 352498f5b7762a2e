import type { FairnessResponse, ParticipationQuery, ParticipationResponse, RoundStats, SessionsQuery, SessionsResponse } from '../../../shared/api/rounds.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { NotFoundError } from '../../lib/errors.js';
import { paging } from '../../lib/paging.js';
import { toRoundBet } from '../bets/bets.mapper.js';
import { betOutcome } from '../bets/bets.outcome.js';
import { betsOfRound, participationPage } from '../bets/bets.repository.js';
import type { AppContext } from '../context.js';
import type { FairnessChains } from './chains.js';
import { toRound } from './rounds.mapper.js';
import { fairnessChainRows, findRound, settledRoundsPage } from './rounds.repository.js';

/** GET /v1/sessions: settled rounds, newest first (public). */
export async function settledRounds(ctx: AppContext, query: SessionsQuery): Promise<SessionsResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await settledRoundsPage(ctx.db, query.zone, limit, offset);
  return { results: rows.map(toRound), ...info(total) };
}

/** GET /v1/sessions/{id}/stats: one round with the caller's bets in it, and their sums. */
export async function roundStats(ctx: AppContext, playerId: number, roundId: number): Promise<RoundStats> {
  const round = await findRound(ctx.db, roundId);
  if (!round) throw new NotFoundError(texts.game.bet.roundNotFound);
  const bets = await betsOfRound(ctx.db, playerId, round.id);
  // Sums in units, converted once.
  const staked = bets.reduce((sum, b) => sum + b.amount, 0);
  const paid = bets.reduce((sum, b) => sum + betOutcome(b, round).payout, 0);
  return { ...toRound(round), totalBet: unitsToPoints(staked), totalWinnings: unitsToPoints(paid), bets: bets.map((b) => toRoundBet(b, round)) };
}

/** GET /v1/sessions/stats: the rounds the caller bet in, with stake and winnings per round. */
export async function participation(ctx: AppContext, playerId: number, query: ParticipationQuery): Promise<ParticipationResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const page = await participationPage(ctx.db, playerId, query.zone, limit, offset);
  return {
    results: page.rows.map((r) => ({
      session: { id: r.roundId, zone: r.zone, incId: r.incId },
      totalBet: unitsToPoints(r.totalBet),
      totalWinnings: unitsToPoints(r.totalPayout),
      settled: r.roundStatus === 'SETTLED',
      endTime: new Date(r.endTime).toISOString(),
    })),
    ...info(page.total),
    totalWinnings: unitsToPoints(page.totalPayout),
  };
}

/** GET /v1/fairness: the salt and every chain's terminating hash, to verify any result. */
export async function publicFairness(ctx: AppContext, chains: FairnessChains): Promise<FairnessResponse> {
  const rows = await fairnessChainRows(ctx.db);
  return { salt: await chains.getSalt(), chains: rows.map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() })) };
}
