import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExportLinkBody, ExportLinkResponse } from '../../../../../shared/api/admin-exports.js';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { downloadLink } from '../../../../modules/auth/download-links.js';

/**
 * POST /v1/admin/exports/link (ADMIN, by the folder's hook): a one-minute link to one CSV export,
 * which the browser opens itself and saves as the server streams it
 * (docs/decisions/csv-downloads-by-link.md).
 */
const adminExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/link',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'A one-minute link to one of the console\'s CSV exports (its path as listed, with its query), opened without the bearer header',
        body: ExportLinkBody,
        response: { 200: ExportLinkResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ url: downloadLink(request.player, request.body.path, app.authSettings) }),
  );
};

export default adminExportRoutes;
