import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { DashboardResponse, OnlineCount } from '../../../../../shared/api/dashboard.js';
import { sendCsv } from '../../../../lib/csv.js';
import { recentSecondFactorLocks } from '../../../../modules/auth/index.js';
import { dashboardExport, dashboardFigures } from '../../../../modules/dashboard/dashboard.service.js';

const errors = { 401: ErrorBody, 403: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/dashboard (ADMIN, by the folder's hook): the business at a glance, from rollups. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...common,
        summary: "Players (total, new today, online), stakes, payouts and house result today and for 30 Vietnam days, pending withdrawals and ID checks, operators' second factors locked in the last day",
        response: { 200: DashboardResponse, ...errors },
      },
    },
    async () => {
      const [online, locks] = await Promise.all([app.realtime.online(), recentSecondFactorLocks(app.ctx.db, app.ctx.clock.now())]);
      return dashboardFigures(app.ctx, online, locks);
    },
  );

  app.get(
    '/online',
    { schema: { ...common, summary: 'Players connected now on every instance (the console polls it)', response: { 200: OnlineCount, ...errors } } },
    async () => app.realtime.online(),
  );

  app.get(
    '/export.csv',
    { schema: { ...common, summary: 'The 30-day table (stakes, payouts, house result per Vietnam day) as CSV, oldest first', response: errors } },
    async (_request, reply) => {
      const file = dashboardExport(app.ctx);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );
};

export default dashboardRoutes;
