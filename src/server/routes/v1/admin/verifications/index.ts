import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../../shared/api/common.js';
import {
  AdminVerification,
  AdminVerificationsExportQuery,
  AdminVerificationsQuery,
  AdminVerificationsResponse,
  VerificationRejectBody,
} from '../../../../../shared/api/verifications.js';
import { adminVerifications, reviewVerification } from '../../../../modules/verifications/verifications.service.js';
import { sendCsv } from '../../../../lib/csv.js';
import { emptyBodyAsObject } from '../../../../lib/route-helpers.js';
import { verificationsExport } from '../../../../modules/verifications/verifications.export.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** /v1/admin/verifications (ADMIN, by the folder's hook): the identity-verification (KYC) queue and its reviews. */
const adminVerificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verification requests with signed photo URLs, newest first, optionally by status',
        security: [{ bearer: [] }],
        querystring: AdminVerificationsQuery,
        response: { 200: AdminVerificationsResponse, ...errors },
      },
    },
    async (request) => adminVerifications(app.ctx, request.query, app.files.urlFor),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verification requests as CSV (streamed), newest first, optionally by status; no photo URLs',
        security: [{ bearer: [] }],
        querystring: AdminVerificationsExportQuery,
        response: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = verificationsExport(app.ctx, request.query);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );

  app.post(
    '/:id/approve',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending verification request; a review is final',
        security: [{ bearer: [] }],
        params: IdParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: AdminVerification, ...errors },
      },
    },
    async (request) => reviewVerification(app.ctx, { operator: request.player, ip: request.ip }, request.params.id, { approve: true }, app.files.urlFor),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending verification request with the reason the player sees; they may submit again',
        security: [{ bearer: [] }],
        params: IdParams,
        body: VerificationRejectBody,
        response: { 200: AdminVerification, ...errors },
      },
    },
    async (request) =>
      reviewVerification(app.ctx, { operator: request.player, ip: request.ip }, request.params.id, { approve: false, reason: request.body.reason }, app.files.urlFor),
  );
};

export default adminVerificationRoutes;
