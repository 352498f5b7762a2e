import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { roundAt, ZONES } from '../../../shared/game.js';
import type { Config } from '../../config.js';
import { secondFactorsLocked } from '../../modules/auth/index.js';
import { operatorQueues } from '../../modules/dashboard/dashboard.service.js';
import { recentBooksProblems } from '../../modules/ledger/ledger.checks.js';
import { chainRoundsLeft, unsettledSeconds } from '../../modules/rounds/rounds.service.js';

/** How long a scrape waits for the database or Redis before it calls them down. */
const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref())]);
}

/**
 * What the metrics read of the running product at each scrape (the database and its pool, Redis,
 * the rounds, the queues of operators' work), and the books, checked every BOOKS_CHECK_MS on a
 * bounded sample so that money is watched while the product runs, not only in tests.
 */
export default fp(
  async function watch(app: FastifyInstance, opts: { config: Config; runEngine: boolean }) {
    const { metrics } = app;
    const { db } = app.ctx;

    metrics.onScrape(async () => {
      try {
        await withTimeout(db.selectNoFrom((eb) => eb.lit(1).as('one')).execute());
        metrics.dbUp.set(1);
      } catch {
        metrics.dbUp.set(0);
        return;
      }
      const now = app.ctx.clock.now();
      const current = new Map(ZONES.map((zone) => [zone, roundAt(now, opts.config.zoneSeconds[zone]).incId]));
      const [late, left, pending, locked] = await Promise.all([unsettledSeconds(db, now), chainRoundsLeft(db, current), operatorQueues(db), secondFactorsLocked(db, now)]);
      for (const zone of ZONES) metrics.roundUnsettled.set({ zone }, late.get(zone) ?? 0);
      for (const [zone, rounds] of left) metrics.chainRoundsLeft.set({ zone }, rounds);
      metrics.withdrawalsPending.set(pending.withdrawals);
      metrics.verificationsPending.set(pending.verifications);
      metrics.secondFactorsLocked.set(locked);
    });

    metrics.onScrape(() => {
      const pool = app.dbPool;
      if (!pool) return;
      metrics.poolSize.set(pool.totalCount);
      metrics.poolIdle.set(pool.idleCount);
      metrics.poolWaiting.set(pool.waitingCount);
    });

    const { redis } = app;
    if (redis) {
      metrics.onScrape(async () => {
        const start = performance.now();
        try {
          await withTimeout(redis.ping());
          metrics.redisRoundTrip.set((performance.now() - start) / 1000);
          metrics.redisUp.set(1);
        } catch {
          metrics.redisUp.set(0);
        }
      });
    }

    // The books: on the instances that run the rounds (any one is enough; each checks on its own).
    if (!opts.runEngine || opts.config.booksCheckMs === 0) return;
    const check = async () => {
      try {
        const problems = await recentBooksProblems(app.reader);
        metrics.booksProblems.set(problems.length);
        metrics.booksChecked.set(Date.now() / 1000);
        if (problems.length) app.log.error({ problems }, 'the books are wrong');
      } catch (err) {
        app.log.warn({ err }, 'books check failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void check();
      timer = setInterval(() => void check(), opts.config.booksCheckMs);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'watch', dependencies: ['metrics', 'db', 'context', 'game'] },
);
