import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../../shared/api/common.js';
import {
  AdminVerification,
  AdminVerificationsQuery,
  AdminVerificationsResponse,
  VerificationRejectBody,
} from '../../../../../shared/api/verifications.js';
import { adminVerifications, reviewVerification } from '../../../../modules/verifications/verifications.service.js';
import { emptyBodyAsObject } from '../../../../lib/route-helpers.js';

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
    async (request) => reviewVerification(app.ctx, request.player, request.params.id, { approve: true }, app.files.urlFor),
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
      reviewVerification(app.ctx, request.player, request.params.id, { approve: false, reason: request.body.reason }, app.files.urlFor),
  );
};

export default adminVerificationRoutes;
