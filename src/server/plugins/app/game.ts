import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { RoundEngine } from '../../engine/round-engine.js';
import type { BetPlacement } from '../../modules/bets/bets.service.js';
import { type BetStore, KyselyBetStore } from '../../modules/bets/bets.store.js';
import { SqliteBetStore } from '../../modules/bets/bets.sqlite-store.js';
import type { AppContext } from '../../modules/context.js';
import { winsEffect } from '../../modules/content/wins.effect.js';
import { dailyTotalsEffect } from '../../modules/dashboard/totals.effect.js';
import { commissionsEffect } from '../../modules/referrals/commissions.effect.js';
import { FairnessChains } from '../../modules/rounds/chains.js';
import { FairnessKeys } from '../../modules/rounds/fairness-keys.js';
import { lossTalliesEffect } from '../../modules/safety/loss-tallies.effect.js';
import type { SettlementEffect } from '../../modules/rounds/settlement.js';
import { UNITS_PER_POINT } from '../../../shared/money.js';

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

/** The bet store for this database: prepared statements with group commit on SQLite, Kysely on PostgreSQL. */
function betStoreFor(ctx: AppContext, handle: Pick<DatabaseHandle, 'dialect' | 'sqlite'>): BetStore {
  if (handle.sqlite) {
    const sqlite = handle.sqlite;
    // Holding Kysely's lock on the single SQLite connection while the store's transaction runs.
    return new SqliteBetStore(sqlite, (work) => ctx.db.connection().execute(work), () => ({ maxBalance: ctx.settings.get('balanceMax') * UNITS_PER_POINT }));
  }
  return new KyselyBetStore(ctx, handle.dialect === 'postgres');
}

/**
 * The rounds: fairness chains, the round engine (started when the app is ready, stopped on close),
 * the bet store, and the STATUS every socket gets on connect. What hangs off every settlement
 * (commissions, rollups, loss tallies) is passed in as `effects`.
 */
export default fp(
  async function game(app: FastifyInstance, opts: { config: Config; runEngine: boolean; effects?: readonly SettlementEffect[] }) {
    const chains = new FairnessChains(app.db, opts.config.fairnessChainLength, new FairnessKeys(opts.config.fairnessSecret, opts.config.fairnessPreviousSecrets), app.ctx.clock);
    // What hangs off every settlement, in its transaction.
    const effects = [commissionsEffect(app.ctx.settings, app.ctx.ledger), winsEffect(), dailyTotalsEffect(), lossTalliesEffect(), ...(opts.effects ?? [])];
    const engine = new RoundEngine(app.ctx, chains, opts.config.zoneSeconds, effects, app.log);
    const store = betStoreFor(app.ctx, { dialect: app.dialect, sqlite: app.sqlite });
    app.decorate('game', { engine, chains, placement: { store, currentRound: (zone) => engine.currentRound(zone) } });
    app.realtime.setStatusSource(() => engine.snapshot());
    // Catch-up (settling rounds a crash left open) happens before the server accepts requests.
    app.addHook('onReady', async () => engine.start(opts.runEngine));
    app.addHook('preClose', async () => engine.stop());
  },
  { name: 'game', dependencies: ['db', 'context', 'realtime'] },
);
