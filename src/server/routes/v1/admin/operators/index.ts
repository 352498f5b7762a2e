import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOperatorsQuery, AdminOperatorsResponse, CreateOperatorBody, CreateOperatorResponse, ResetOperatorTotpResponse } from '../../../../../shared/api/admin-operators.js';
import { EmptyBody, ErrorBody, IdParams } from '../../../../../shared/api/common.js';
import { sendCsv } from '../../../../lib/csv.js';
import { emptyBodyAsObject } from '../../../../lib/route-helpers.js';
import { createOperatorInConsole, listOperatorsPage, operatorsExport, resetTotpInConsole } from '../../../../modules/operators/operators.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/operators (ADMIN, by the folder's hook): the operator accounts, a new one, another's TOTP reset. */
const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: { ...common, summary: 'Operator accounts, oldest first: TOTP on or not, temporary password, last sign-in', querystring: AdminOperatorsQuery, response: { 200: AdminOperatorsResponse, ...errors } },
    },
    async (request) => listOperatorsPage(app.ctx.db, request.query),
  );

  app.get(
    '/export.csv',
    { schema: { ...common, summary: 'Every operator account as CSV (streamed)', produces: ['text/csv'], response: { 401: ErrorBody, 403: ErrorBody } } },
    async (_request, reply) => {
      const file = operatorsExport(app.ctx.db);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...common,
        summary: 'Create an operator with a generated password shown once: at the first sign-in they change it, then turn TOTP on',
        body: CreateOperatorBody,
        response: { 201: CreateOperatorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createOperatorInConsole(app.ctx.db, app.authSettings, request.body.username, { operatorId: request.player.id, ip: request.ip });
      request.log.info({ operatorId: created.operator.id, by: request.player.id }, 'operator created');
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/:id/reset-totp',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        ...common,
        summary: "Turn another operator's TOTP off (lost phone): they sign in with the password and enrol again",
        params: IdParams,
        body: EmptyBody,
        response: { 200: ResetOperatorTotpResponse, ...errors },
      },
    },
    async (request) => resetTotpInConsole(app.ctx.db, request.params.id, { operatorId: request.player.id, ip: request.ip }, app.ctx.clock.now()),
  );
};

export default operatorRoutes;
