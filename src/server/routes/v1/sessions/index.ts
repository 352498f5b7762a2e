import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../shared/api/common.js';
import { ParticipationQuery, ParticipationResponse, Round, RoundParams, RoundStats, SessionsQuery, SessionsResponse } from '../../../../shared/api/rounds.js';
import { participation, roundStats } from '../../../modules/bets/bets.service.js';
import { settledRoundByNumber, settledRounds } from '../../../modules/rounds/rounds.service.js';

/** /v1/sessions (the spec's name for rounds): settled rounds (public), one settled round by number (public), one round with the caller's bets, the caller's participation. */
const roundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['rounds'], summary: 'Settled rounds, newest first (at most 20 a page)', querystring: SessionsQuery, response: { 200: SessionsResponse } } },
    async (request) => settledRounds(app.ctx, request.query),
  );

  app.get(
    '/:zone/:incId',
    {
      schema: {
        tags: ['rounds'],
        summary: 'One settled round by level and round number (public): to check it against the published chain',
        params: RoundParams,
        response: { 200: Round, 404: ErrorBody },
      },
    },
    async (request) => settledRoundByNumber(app.ctx, request.params.zone, request.params.incId),
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
    async (request) => participation(app.ctx, request.player.id, request.query),
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
    async (request) => roundStats(app.ctx, request.player.id, request.params.id),
  );
};

export default roundRoutes;
