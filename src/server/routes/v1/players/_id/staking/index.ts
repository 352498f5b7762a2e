import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders, IdParams } from '../../../../../../shared/api/common.js';
import { CreateStakeBody, CreateStakeResponse, StakesResponse } from '../../../../../../shared/api/growth.js';
import { sendAnswer } from '../../../../../lib/route-helpers.js';
import { createStake, listStakes } from '../../../../../modules/staking/staking.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** /v1/players/{id}/staking ('Nạp điểm đầu tư'): stake points for a term with a daily reward; list stakes. */
const stakingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['staking'],
        summary: 'Stake points: held at once, a daily reward, the amount back at maturity',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        params: IdParams,
        body: CreateStakeBody,
        response: { 201: CreateStakeResponse, ...errors },
      },
    },
    async (request, reply) => sendAnswer(reply, await createStake(app.ctx, request.player, request.params.id, request.body, request.headers['idempotency-key'])),
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['staking'], summary: "The caller's stakes, newest first", security: [{ bearer: [] }], params: IdParams, response: { 200: StakesResponse, ...errors } },
    },
    async (request) => listStakes(app.ctx, request.player, request.params.id),
  );
};

export default stakingRoutes;
