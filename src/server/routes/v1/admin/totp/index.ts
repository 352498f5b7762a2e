import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TotpStatusResponse } from '../../../../../shared/api/admin-operators.js';
import { TotpConfirmBody, TotpConfirmResponse, TotpEnrolResponse } from '../../../../../shared/api/admin-players.js';
import { EmptyBody, ErrorBody } from '../../../../../shared/api/common.js';
import { emptyBodyAsObject } from '../../../../lib/route-helpers.js';
import { confirmTotp, enrolTotp, totpStatus } from '../../../../modules/auth/totp.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };
/** The only /v1/admin calls an operator without TOTP may make: every other one answers 403 TOTP_ENROLMENT_REQUIRED. */
const config = { allowedBeforeTotpEnrolment: true };

/** /v1/admin/totp (ADMIN): the signed-in operator's own second factor (TOTP, RFC 6238). */
const totpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config,
      // Only /v1/admin/totp itself.
      prefixTrailingSlash: 'no-slash',
      schema: { ...common, summary: "The caller's second factor: on or not, an enrolment pending, recovery codes left", response: { 200: TotpStatusResponse, ...errors } },
    },
    async (request) => totpStatus(app.ctx.db, request.player),
  );

  app.post(
    '/enrol',
    {
      config,
      preValidation: emptyBodyAsObject,
      schema: { ...common, summary: 'Start TOTP enrolment: a pending secret as an otpauth:// URI (for a QR code)', body: EmptyBody, response: { 200: TotpEnrolResponse, ...errors } },
    },
    async (request) => enrolTotp(app.ctx, request.player, app.authSettings.jwtSecret, request.ip),
  );

  app.post(
    '/confirm',
    {
      config,
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
