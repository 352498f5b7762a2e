import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { PutSettingBody, SettingEntry, SettingParams, SettingsResponse } from '../../../../../shared/api/settings.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** /v1/admin/settings (ADMIN, by the folder's hook): every value an operator may change. */
const adminSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['admin'], summary: 'Every setting: value, default and meaning', security: [{ bearer: [] }], response: { 200: SettingsResponse, ...errors } } },
    async () => ({ results: app.ctx.settings.list() }),
  );

  app.put(
    '/:key',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a setting; checked against its schema and the rules across keys (refused with a Vietnamese message), audit-logged with before/after and IP, in force on every instance without a restart",
        security: [{ bearer: [] }],
        params: SettingParams,
        body: PutSettingBody,
        response: { 200: SettingEntry, ...errors },
      },
    },
    async (request) => app.ctx.settings.set(request.player, request.params.key, request.body.value, request.ip),
  );
};

export default adminSettingRoutes;
