import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { connectRedis } from '../../lib/redis-client.js';
import type { AppContext } from '../../modules/context.js';
import { EventBus } from '../../modules/events/events.js';
import { Ledger } from '../../modules/ledger/ledger.service.js';
import { type SettingKey, settingDefaults } from '../../modules/settings/settings.keys.js';
import { Settings } from '../../modules/settings/settings.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * The services' context: one clock, the typed settings (loaded before the app serves; with Redis,
 * a change on any instance is read again on every other at once, and at the latest after
 * SETTINGS_REFRESH_MS anyway), the ledger, and the event bus.
 */
export default fp(
  async function context(app: FastifyInstance, opts: { config: Config; clock: Clock }) {
    const { config, clock } = opts;
    const settings = new Settings(app.db, settingDefaults(config.settingSeeds), clock, app.log);
    await settings.load();
    // Every instance reads them again now and then: a change made on another one arrives even
    // without Redis, or when its message was lost.
    settings.refreshEvery();
    app.addHook('onClose', async () => settings.stopRefreshing());
    const ledger = new Ledger(() => ({ maxBalance: settings.maxBalanceUnits() }));
    const events = new EventBus((err, event) => app.log.error({ err, event }, 'event listener failed'));
    app.decorate('ctx', { db: app.db, clock, settings, ledger, events });

    if (config.redisUrl) {
      const channel = `${config.redisChannel}:settings`;
      const [pub, sub] = await Promise.all([
        connectRedis(app, { url: config.redisUrl, name: 'settings publish' }),
        connectRedis(app, { url: config.redisUrl, name: 'settings subscribe' }),
      ]);
      await sub.subscribe(channel, (key) => {
        settings.reload().then(
          () => app.log.info({ key }, 'setting changed on another instance'),
          (err: unknown) => app.log.error({ err, key }, 'could not reload settings'),
        );
      });
      settings.useChannel({ publish: (key: SettingKey) => void pub.publish(channel, key).catch((err: unknown) => app.log.error({ err }, 'could not announce a setting change')) });
    }
  },
  { name: 'context', dependencies: ['db'] },
);
