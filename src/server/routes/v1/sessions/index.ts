import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../shared/api/common.js';
import { ParticipationQuery, ParticipationResponse, RoundStats, SessionsQuery, SessionsResponse } from '../../../../shared/api/rounds.js';
import { unitsToPoints } from '../../../../shared/money.js';
import { texts } from '../../../../shared/texts.js';
import { NotFoundError } from '../../../lib/errors.js';
import { paging } from '../../../lib/paging.js';
import { toRoundBet } from '../../../modules/bets/bets.mapper.js';
import { betOutcome } from '../../../modules/bets/bets.outcome.js';
import { betsOfRound, participationPage } from '../../../modules/bets/bets.repository.js';
import { toRound } from '../../../modules/rounds/rounds.mapper.js';
import { findRound, settledRoundsPage } from '../../../modules/rounds/rounds.repository.js';

/** /v1/sessions: settled rounds (public), one round with the caller's bets, the caller's participation. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['rounds'], summary: 'Settled rounds, newest first (at most 20 a page)', querystring: SessionsQuery, response: { 200: SessionsResponse } } },
    async (request) => {
      const { limit, offset, info } = paging(request.query.page, request.query.limit);
      const { rows, total } = await settledRoundsPage(app.db, request.query.zone, limit, offset);
      return { results: rows.map(toRound), ...info(total) };
    },
  );

  app.get(
    '/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['rounds'],
        summary: "The caller's participation: rounds bet in, stake and winnings per round",
        security: [{ bearer: [] }],
        querystring: ParticipationQuery,
        response: { 200: ParticipationResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const { limit, offset, info } = paging(request.query.page, request.query.limit);
      const page = await participationPage(app.db, request.player.id, request.query.zone, limit, offset);
      return {
        results: page.rows.map((r) => ({
          session: { id: r.roundId, zone: r.zone, incId: r.incId },
          totalBet: unitsToPoints(r.totalBet),
          totalWinnings: unitsToPoints(r.totalPayout),
          settled: r.status === 'SETTLED',
          endTime: new Date(r.endTime).toISOString(),
        })),
        ...info(page.total),
        totalWinnings: unitsToPoints(page.totalPayout),
      };
    },
  );

  app.get(
    '/:id/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['rounds'],
        summary: "One round with the caller's bets in it",
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: RoundStats, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const round = await findRound(app.db, request.params.id);
      if (!round) throw new NotFoundError(texts.game.bet.roundNotFound);
      const bets = await betsOfRound(app.db, request.player.id, round.id);
      // Sums in units, converted once.
      const staked = bets.reduce((sum, b) => sum + b.amount, 0);
      const paid = bets.reduce((sum, b) => sum + betOutcome(b, round).payout, 0);
      return { ...toRound(round), totalBet: unitsToPoints(staked), totalWinnings: unitsToPoints(paid), bets: bets.map((b) => toRoundBet(b, round)) };
    },
  );
};

export default sessionRoutes;
