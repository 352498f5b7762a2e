import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditExportQuery, AuditLogResponse, AuditQuery } from '../../../../../shared/api/audit.js';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { sendCsv } from '../../../../lib/csv.js';
import { auditExport, auditLog } from '../../../../modules/audit/audit-log.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/audit (ADMIN, by the folder's hook): the append-only audit log, read only. */
const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...common,
        summary: 'Audit rows, newest first, by operator, action, target and date range: who, what, before/after, IP, when',
        querystring: AuditQuery,
        response: { 200: AuditLogResponse, ...errors },
      },
    },
    async (request) => auditLog(app.ctx.db, request.query),
  );

  app.get(
    '/export.csv',
    { schema: { ...common, summary: 'The audit rows the filters keep as CSV (streamed), newest first', querystring: AuditExportQuery, response: errors } },
    async (request, reply) => {
      const file = auditExport(app.ctx.db, request.query);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );
};

export default adminAuditRoutes;
