import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../../../shared/api/common.js';
import { PauseBody, SafetyResponse, SessionResult, SessionResultQuery, SetLimitBody, SetRealityCheckBody } from '../../../../../../shared/api/safety.js';
import { getSafety, sessionResult, setLimit, setRealityCheck, startPause } from '../../../../../modules/safety/safety.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const base = { tags: ['safety'], security: [{ bearer: [] }], params: IdParams };

/** /v1/players/{id}/safety ('Chơi có trách nhiệm', own id only): loss limits, reality check, cool-off and self-exclusion. */
const safetyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { onRequest: app.authenticate, schema: { ...base, summary: 'Loss limits (used, pending), reality check and the running pause', response: { 200: SafetyResponse, ...errors } } },
    async (request) => getSafety(app.ctx, request.player, request.params.id),
  );

  app.put(
    '/limits',
    {
      onRequest: app.authenticate,
      schema: { ...base, summary: 'Set a loss limit: lowering (or a first limit) applies at once, raising or removing (null) after 24 hours', body: SetLimitBody, response: { 200: SafetyResponse, ...errors } },
    },
    async (request) => setLimit(app.ctx, request.player, request.params.id, request.body),
  );

  app.put(
    '/reality-check',
    {
      onRequest: app.authenticate,
      schema: { ...base, summary: 'Reality check every N minutes of play, or never (null)', body: SetRealityCheckBody, response: { 200: SafetyResponse, ...errors } },
    },
    async (request) => setRealityCheck(app.ctx, request.player, request.params.id, request.body),
  );

  app.post(
    '/pause',
    {
      onRequest: app.authenticate,
      schema: {
        ...base,
        summary: 'Start a cool-off (24H, 7D, 30D) or a self-exclusion (6M, 1Y, 5Y); never shortened, only extended while one runs',
        body: PauseBody,
        response: { 200: SafetyResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request) => startPause(app.ctx, request.player, request.params.id, request.body),
  );

  app.get(
    '/result',
    {
      onRequest: app.authenticate,
      schema: { ...base, summary: 'Net result of the bets settled since `since` (epoch ms, at most the last 24 hours)', querystring: SessionResultQuery, response: { 200: SessionResult, ...errors } },
    },
    async (request) => sessionResult(app.ctx, request.player, request.params.id, request.query),
  );
};

export default safetyRoutes;
