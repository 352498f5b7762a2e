import { sql } from 'kysely';
import type { SystemResponse } from '../../../shared/api/system.js';
import type { Zone } from '../../../shared/game.js';
import type { RoundsSnapshot } from '../../engine/round-engine.js';
import type { AppContext } from '../context.js';

/** GET /v1/system (public): the clock, each zone's open and last round, the game's rules in force, content. */
export function systemInfo(ctx: AppContext, snapshot: RoundsSnapshot, deployment: { brandName: string; zoneSeconds: Readonly<Record<Zone, number>> }): SystemResponse {
  const { settings } = ctx;
  return {
    serverTime: snapshot.serverTime,
    brandName: deployment.brandName,
    zones: snapshot.zones,
    game: {
      zoneSeconds: { ...deployment.zoneSeconds },
      betLockSeconds: settings.get('betLockSeconds'),
      betMin: settings.get('betMin'),
      betMax: settings.get('betMax'),
      payoutBps: settings.get('payoutBps'),
    },
    growth: {
      stakingRateBps: settings.get('stakingRateBps'),
      stakingTermDays: settings.get('stakingTermDays'),
      stakingMin: settings.get('stakingMin'),
      referralRatesBps: [...settings.get('referralRatesBps')],
      vipPrice: settings.get('vipPrice'),
      agentPrice: settings.get('agentPrice'),
      boxPrice: settings.get('boxPrice'),
      boxPrizes: settings.get('boxPrizes').map((p) => ({ ...p })),
    },
    content: { hotline: settings.get('hotline'), chat: { ...settings.get('chat') }, terms: settings.get('terms'), popup: settings.get('popup') },
  };
}

/** Whether the database answers (GET /health). */
export async function databaseAnswers(ctx: AppContext): Promise<void> {
  await sql`select 1`.execute(ctx.db);
}
