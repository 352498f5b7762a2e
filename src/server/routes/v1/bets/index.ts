import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BetsQuery, BetsResponse, PlaceBetBody, PlaceBetResponse } from '../../../../shared/api/bets.js';
import { ErrorBody, IdempotencyHeaders } from '../../../../shared/api/common.js';
import type { Config } from '../../../config.js';
import { AttemptLimiter } from '../../../lib/attempt-limiter.js';
import { sendAnswer } from '../../../lib/route-helpers.js';
import { BetRateError } from '../../../modules/bets/bets.errors.js';
import { placeBet, playerBets } from '../../../modules/bets/bets.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** /v1/bets: place a bet on the open round of a zone; list one's own bets. */
const betRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const perPlayer = new AttemptLimiter(app.counters, 'bets', config.betRatePerSecond, 1000);

  app.post(
    '/',
    {
      // The token is verified here; its session (player, sign-in, lock, role) with the bet's batch.
      onRequest: app.verifyAccessToken,
      schema: {
        tags: ['bets'],
        summary: 'Place a bet (TANG/GIAM = CAO/THAP). Idempotency-Key makes a retry return the first answer.',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: PlaceBetBody,
        response: { 201: PlaceBetResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await perPlayer.take(String(request.claims.sub)))) {
        app.metrics.rateLimitRefusals.inc({ limiter: 'bets' });
        app.metrics.betsRefused.inc({ code: 'RATE_LIMITED' });
        throw new BetRateError();
      }
      const answer = await placeBet(app.ctx, app.game.placement, request.claims, request.body, request.headers['idempotency-key']);
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['bets'], summary: "The caller's bets, newest first", security: [{ bearer: [] }], querystring: BetsQuery, response: { 200: BetsResponse, 401: ErrorBody } },
    },
    async (request) => playerBets(app.ctx, request.player.id, request.query),
  );
};

export default betRoutes;
