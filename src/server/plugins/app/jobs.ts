import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inBackground } from '../../db/availability.js';
import { payDueStakes } from '../../modules/staking/staking.scheduler.js';

/** How often due stakes are looked for: a reward is at most this late. */
const STAKING_EVERY_MS = 60_000;

/**
 * Background jobs, on every instance (each is safe to run anywhere at once: exactly-once comes from
 * conditional updates and the ledger's unique keys). Started when the app is ready, stopped on close;
 * tests without timers call the jobs themselves.
 */
export default fp(
  async function jobs(app: FastifyInstance, opts: { run: boolean }) {
    if (!opts.run) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const stakes = () => {
      running = inBackground(() => payDueStakes(app.ctx, app.ctx.clock.now(), (err, stakeId) => app.log.error({ err, stakeId }, 'could not pay a stake; trying again later')))
        .catch((err: unknown) => app.log.error({ err }, 'staking job failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      stakes();
      timer = setInterval(() => running ?? stakes(), STAKING_EVERY_MS);
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['context'] },
);
