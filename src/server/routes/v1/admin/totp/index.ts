import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TotpConfirmBody, TotpConfirmResponse, TotpEnrolResponse } from '../../../../../shared/api/admin-players.js';
import { EmptyBody, ErrorBody } from '../../../../../shared/api/common.js';
import { emptyBodyAsObject } from '../../../../lib/route-helpers.js';
import { confirmTotp, enrolTotp } from '../../../../modules/operators/totp.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/totp (ADMIN): the signed-in operator's own second factor (TOTP, RFC 6238). */
const totpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/enrol',
    {
      preValidation: emptyBodyAsObject,
      schema: { ...common, summary: 'Start TOTP enrolment: a pending secret as an otpauth:// URI (for a QR code)', body: EmptyBody, response: { 200: TotpEnrolResponse, ...errors } },
    },
    async (request) => enrolTotp(app.ctx, request.player, app.authSettings.jwtSecret, request.ip),
  );

  app.post(
    '/confirm',
    {
      schema: {
        ...common,
        summary: 'Confirm TOTP with a code: from now on sign-in needs one; answers 10 single-use recovery codes, shown once',
        body: TotpConfirmBody,
        response: { 200: TotpConfirmResponse, ...errors },
      },
    },
    async (request) => confirmTotp(app.ctx, request.player, request.body.code, app.authSettings.jwtSecret, request.ip),
  );
};

export default totpRoutes;
