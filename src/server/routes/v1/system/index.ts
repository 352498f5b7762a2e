import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SystemResponse } from '../../../../shared/api/system.js';
import type { Config } from '../../../config.js';
import { systemInfo } from '../../../modules/system/system.service.js';

/** GET /v1/system (public): the clock, each zone's open and last round, the game's rules in force, content. */
const systemRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  app.get('/', { schema: { tags: ['system'], summary: 'Server time, rounds, game and content settings', response: { 200: SystemResponse } } }, async () =>
    systemInfo(app.ctx, await app.game.engine.snapshot(), config),
  );
};

export default systemRoutes;
