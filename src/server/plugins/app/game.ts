import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { RoundEngine } from '../../engine/round-engine.js';
import type { BetPlacement } from '../../modules/bets/bets.service.js';
import { BET_BATCHES, BetStore, batchWriter, type SessionGate } from '../../modules/bets/bets.store.js';
import { playerRouteProblem, sessionProblem } from '../../modules/auth/auth.service.js';
import { signInStates } from '../../modules/auth/token-families.service.js';
import { winsEffect } from '../../modules/content/wins.effect.js';
import { dailyTotalsEffect } from '../../modules/dashboard/totals.effect.js';
import { commissionsEffect } from '../../modules/referrals/commissions.effect.js';
import { FairnessChains } from '../../modules/rounds/chains.js';
import { FairnessKeys } from '../../modules/rounds/fairness-keys.js';
import { lossTalliesEffect } from '../../modules/safety/loss-tallies.effect.js';
import type { SettlementEffect } from '../../modules/rounds/settlement.js';

declare module 'fastify' {
  interface FastifyInstance {
    game: {
      readonly engine: RoundEngine;
      readonly chains: FairnessChains;
      /** Where bets go: the store chosen for this database, and the open rounds. */
      readonly placement: BetPlacement;
    };
  }
}

/**
 * The rounds: fairness chains, the round engine (started when the app is ready, stopped on close),
 * the bet store, and the STATUS every socket gets on connect. What hangs off every settlement
 * (commissions, rollups, loss tallies, the inbox's bet results) is passed in as `effects`.
 */
export default fp(
  async function game(app: FastifyInstance, opts: { config: Config; runEngine: boolean; effects?: readonly SettlementEffect[] }) {
    const chains = new FairnessChains(app.db, opts.config.fairnessChainLength, new FairnessKeys(opts.config.fairnessSecret, opts.config.fairnessPreviousSecrets), app.ctx.clock);
    // What hangs off every settlement, in its transaction.
    const effects = [commissionsEffect(app.ctx.settings, app.ctx.ledger), winsEffect(), dailyTotalsEffect(), lossTalliesEffect(), ...(opts.effects ?? [])];
    const engine = new RoundEngine(app.ctx, chains, opts.config.zoneSeconds, effects, app.log, app.metrics.enabled ? app.metrics : undefined);
    // A bet's session is checked in its batch by the auth module's own rules.
    const sessions: SessionGate = {
      signIns: signInStates,
      refusal: (session, player, signIn) => sessionProblem(session, player, signIn) ?? (player && playerRouteProblem(player)),
    };
    const store = new BetStore(batchWriter(app.ctx.db, app.ctx.ledger, sessions), BET_BATCHES[app.dialect], app.metrics.enabled ? app.metrics : undefined);
    app.decorate('game', { engine, chains, placement: { store, currentRound: (zone) => engine.currentRound(zone) } });
    app.realtime.setStatusSource(() => engine.snapshot());
    // Catch-up (settling rounds a crash left open) happens before the server accepts requests.
    app.addHook('onReady', async () => engine.start(opts.runEngine));
    app.addHook('preClose', async () => engine.stop());
  },
  { name: 'game', dependencies: ['db', 'context', 'realtime', 'metrics'] },
);
