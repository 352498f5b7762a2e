import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { RoundEngine } from '../../engine/round-engine.js';
import type { Clock } from '../../lib/clock.js';
import { FairnessChains } from '../../modules/rounds/chains.js';

declare module 'fastify' {
  interface FastifyInstance {
    game: {
      readonly engine: RoundEngine;
      readonly chains: FairnessChains;
      readonly clock: Clock;
    };
  }
}

/**
 * The rounds: fairness chains, the round engine (started when the app is ready, stopped on close),
 * and the STATUS every socket gets on connect.
 */
export default fp(
  async function game(app: FastifyInstance, opts: { config: Config; clock: Clock; runEngine: boolean }) {
    const chains = new FairnessChains(app.db, opts.config.fairnessChainLength);
    const engine = new RoundEngine(app.db, chains, opts.config, app.realtime, opts.clock, app.log);
    app.decorate('game', { engine, chains, clock: opts.clock });
    app.realtime.setStatusSource(() => engine.snapshot());
    // Catch-up (settling rounds a crash left open) happens before the server accepts requests.
    app.addHook('onReady', async () => engine.start(opts.runEngine));
    app.addHook('preClose', async () => engine.stop());
  },
  { name: 'game', dependencies: ['db', 'realtime'] },
);
