import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SystemResponse } from '../../../../shared/api/system.js';
import type { Config } from '../../../config.js';
import { readSetting } from '../../../modules/settings/settings.repository.js';

/** GET /v1/system (public): the clock, each zone's open and last round, game settings, content. */
const systemRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  app.get('/', { schema: { tags: ['system'], summary: 'Server time, rounds, game and content settings', response: { 200: SystemResponse } } }, async () => {
    const snapshot = await app.game.engine.snapshot();
    return {
      serverTime: snapshot.serverTime,
      brandName: config.brandName,
      zones: snapshot.zones,
      game: {
        zoneSeconds: config.zoneSeconds,
        betLockSeconds: config.betLockSeconds,
        betMin: 10,
        betMax: config.betMax,
        payoutRate: config.payoutBps / 10_000,
      },
      content: {
        hotline: (await readSetting<string>(app.db, 'content.hotline')) ?? null,
        banners: (await readSetting<Array<{ image: string; link: string | null }>>(app.db, 'content.banners')) ?? [],
      },
    };
  });
};

export default systemRoutes;
