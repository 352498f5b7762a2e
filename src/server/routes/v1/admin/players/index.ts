import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdjustmentBody,
  AdjustmentResponse,
  AdminPlayerDetail,
  AdminPlayerLockResponse,
  AdminPlayersExportQuery,
  AdminPlayersQuery,
  AdminPlayersResponse,
  TemporaryPasswordResponse,
} from '../../../../../shared/api/admin-players.js';
import { EmptyBody, ErrorBody, IdempotencyHeaders, IdParams } from '../../../../../shared/api/common.js';
import { sendCsv } from '../../../../lib/csv.js';
import { emptyBodyAsObject, sendAnswer } from '../../../../lib/route-helpers.js';
import { adjustBalance } from '../../../../modules/players/adjustments.service.js';
import { playersExport } from '../../../../modules/player-admin/player-exports.service.js';
import { findPlayers, playerDetail } from '../../../../modules/player-admin/player-admin.service.js';
import { setPlayerLocked, setTemporaryPassword } from '../../../../modules/players/admin-players.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * /v1/admin/players (ADMIN, by the folder's hook): find players (and export them), see one, lock,
 * reset a password, adjust a balance. A player's ledger, bets and stakes are in `_id/`.
 */
const adminPlayerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      // Only /v1/admin/players: with the slash it would also answer a detail call whose id is empty.
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...common,
        summary: 'Search players by public ID, username (prefix), phone or bank account number; newest first',
        querystring: AdminPlayersQuery,
        response: { 200: AdminPlayersResponse, ...errors },
      },
    },
    async (request) => findPlayers(app.ctx, request.query),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        ...common,
        summary: 'Every player the search finds as CSV (streamed), newest first',
        querystring: AdminPlayersExportQuery,
        response: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = playersExport(app.ctx, request.query);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );

  app.get(
    '/:id',
    { schema: { ...common, summary: 'A player: profile, bank, verification, account state, upline and downline counts', params: IdParams, response: { 200: AdminPlayerDetail, ...errors } } },
    async (request) => playerDetail(app.ctx, request.params.id, app.files.urlFor),
  );

  for (const [action, locked] of [['lock', true], ['unlock', false]] as const) {
    app.post(
      `/:id/${action}`,
      {
        preValidation: emptyBodyAsObject,
        schema: {
          ...common,
          summary: locked ? 'Lock a player: sign-in refused, every session and socket ended' : 'Unlock a player',
          params: IdParams,
          body: EmptyBody,
          response: { 200: AdminPlayerLockResponse, ...errors },
        },
      },
      async (request) => setPlayerLocked(app.ctx, { operator: request.player, ip: request.ip }, request.params.id, locked),
    );
  }

  app.post(
    '/:id/temporary-password',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        ...common,
        summary: 'Set a one-time temporary password (shown once); the player must change it at the next sign-in',
        params: IdParams,
        body: EmptyBody,
        response: { 200: TemporaryPasswordResponse, ...errors },
      },
    },
    async (request) => setTemporaryPassword(app.ctx, { operator: request.player, ip: request.ip }, request.params.id, app.authSettings.passwords),
  );

  app.post(
    '/:id/adjustments',
    {
      schema: {
        ...common,
        summary: 'Adjust a balance by a positive or negative amount with a reason (ledger kind ADJUSTMENT)',
        headers: IdempotencyHeaders,
        params: IdParams,
        body: AdjustmentBody,
        response: { 201: AdjustmentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const call = { operator: request.player, ip: request.ip };
      return sendAnswer(reply, await adjustBalance(app.ctx, call, request.params.id, { ...request.body, idempotencyKey: request.headers['idempotency-key'] }));
    },
  );
};

export default adminPlayerRoutes;
