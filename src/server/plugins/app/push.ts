import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { listenForPushes } from '../../modules/push/push.listener.js';
import { DEFAULT_RETRY } from '../../modules/push/push.rules.js';
import { PushSender } from '../../modules/push/push.sender.js';
import { tidyPush } from '../../modules/push/push.service.js';
import { VapidSigner } from '../../modules/push/push.vapid.js';
import { workerTransport } from '../../modules/push/push.worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push (issue 32): what the event bus tells goes to the devices that have it on. */
    push: PushSender;
  }
}

/** How often old delivery claims and the devices of ended sign-ins are cleared. */
const TIDY_EVERY_MS = 3600_000;

/**
 * Web Push, wired to the event bus as the realtime plugin is to sockets: every pushable event is
 * queued after its commit and sent by this instance's sender (modules/push/push.sender.ts); the
 * database's claims make each push happen once whichever instances handle the event.
 */
export default fp(
  async function push(app: FastifyInstance, opts: { config: Config; run: boolean }) {
    const { push: config } = opts.config;
    const transport = workerTransport(config.concurrency);
    const now = () => app.ctx.clock.now();
    const sender = new PushSender({
      db: app.ctx.db,
      reader: app.reader,
      now,
      vapid: new VapidSigner(config.vapid),
      transport,
      allowlist: config.endpointAllowlist,
      metrics: app.metrics,
      log: app.log,
      concurrency: config.concurrency,
      queue: config.queue,
      ratePerSecond: config.ratePerSecond,
      retry: { ...DEFAULT_RETRY, baseMs: config.retryBaseMs },
    });
    app.decorate('push', sender);
    listenForPushes(app.ctx, app.reader, (job) => sender.enqueue(job), (err) => app.log.error({ err }, 'could not read what to push'));

    let timer: NodeJS.Timeout | undefined;
    if (opts.run) {
      const tidy = () => void tidyPush(app.ctx, now()).catch((err: unknown) => app.log.error({ err }, 'push housekeeping failed'));
      app.addHook('onReady', async () => {
        timer = setInterval(tidy, TIDY_EVERY_MS);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await sender.close();
      await transport.close();
    });
  },
  { name: 'push', dependencies: ['context', 'metrics', 'db'] },
);
