import { createHash, randomBytes } from 'node:crypto';
import type { FairnessResponse, SessionsResponse } from '../../../../shared/api/rounds.js';
import type { SystemResponse } from '../../../../shared/api/system.js';
import type { ManualClock } from '../../../lib/clock.js';
import { clockInRound } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { startNewChains } from '../chain-rotation.js';
import { FairnessKeys } from '../fairness-keys.js';

// Issue 16: chains derive from a secret outside the database (FAIRNESS_SECRET), shared by every
// instance; an operator command starts new chains from a new secret without a gap or a reused seed,
// and every chain's terminating hash stays published.

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const OLD = randomBytes(32).toString('hex');
const NEW = randomBytes(32).toString('hex');

let clock: ManualClock;
let a: TestApp;
beforeAll(async () => {
  clock = clockInRound(10);
  a = await createTestApp({ FAIRNESS_SECRET: OLD }, { clock });
});
afterAll(() => a.close());

/** Moves the clock past the end of `t`'s current LEVEL_3 round and lets its engine settle it. */
async function closeRound(t: TestApp) {
  const system = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
  clock.set(Date.parse(system.zones.LEVEL_3.current.endTime) + 10);
  await t.app.game.engine.tick();
  clock.advance(10_000);
  return system.zones.LEVEL_3.current;
}

/** Walks a revealed seed back to h[0] of its chain. */
function terminatingHashOf(seed: string, incId: number, firstIncId: number): string {
  let h = seed;
  for (let k = incId - firstIncId + 1; k > 0; k--) h = sha256(h);
  return h;
}

describe('fairness chains from FAIRNESS_SECRET', () => {
  it('keeps no seed in the database: a chain row holds a nonce and the id of its secret', async () => {
    await closeRound(a);
    const rows = await a.database.db.selectFrom('fairnessChains').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.secret).toBe('');
      expect(row.keyId).toBe(FairnessKeys.idOf(OLD));
      expect(row.nonce).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('gives an instance with the same secret the same seeds; one without it does not start', async () => {
    // An instance given another secret cannot make the seeds: it stops at start, saying why, rather than invent one.
    await expect(createTestApp({ FAIRNESS_SECRET: NEW }, { clock, database: a.database })).rejects.toThrow(/FAIRNESS_SECRET/);
    const same = await createTestApp({ FAIRNESS_SECRET: OLD }, { clock, database: a.database });
    try {
      // The same deployment's other instance settles the next round from the shared chain.
      const closed = await closeRound(same);
      const round = (await same.request({ method: 'GET', url: '/v1/sessions?zone=LEVEL_3&limit=1' })).json<SessionsResponse>().results[0]!;
      expect(round.incId).toBe(closed.incId);
      const chain = (await same.request({ method: 'GET', url: '/v1/fairness' })).json<FairnessResponse>().chains.find((c) => c.zone === 'LEVEL_3')!;
      expect(terminatingHashOf(round.seed!, round.incId, chain.firstIncId)).toBe(chain.terminatingHash);
    } finally {
      await same.close();
    }
  });

  it('starts new chains from a new secret two rounds ahead: no round without a seed, no seed twice, every hash still published', async () => {
    const before = (await a.request({ method: 'GET', url: '/v1/fairness' })).json<FairnessResponse>().chains;
    const keys = new FairnessKeys(NEW, [OLD]);
    const lines = await startNewChains(a.database.db, keys, 4096, a.config.zoneSeconds, clock.now());
    expect(lines).toHaveLength(3);
    // The instances now hold the new secret, and the old one for the chains still running.
    const rotated = await createTestApp({ FAIRNESS_SECRET: NEW, FAIRNESS_PREVIOUS_SECRETS: OLD }, { clock, database: a.database });
    try {
      const seeds = new Map<number, string>();
      for (let i = 0; i < 4; i++) {
        const closed = await closeRound(rotated);
        const round = (await rotated.request({ method: 'GET', url: `/v1/sessions?zone=LEVEL_3&limit=1` })).json<SessionsResponse>().results[0]!;
        expect(round.incId).toBe(closed.incId);
        seeds.set(round.incId, round.seed!);
      }
      const incIds = [...seeds.keys()];
      // Consecutive rounds, none skipped; every seed different.
      expect(incIds).toEqual(incIds.map((_, i) => incIds[0]! + i));
      expect(new Set(seeds.values()).size).toBe(seeds.size);
      const chains = (await rotated.request({ method: 'GET', url: '/v1/fairness' })).json<FairnessResponse>().chains.filter((c) => c.zone === 'LEVEL_3');
      for (const old of before.filter((c) => c.zone === 'LEVEL_3')) expect(chains).toContainEqual(old);
      expect(chains).toHaveLength(before.filter((c) => c.zone === 'LEVEL_3').length + 1);
      // Each revealed seed leads back to the published hash of the chain it came from.
      for (const [incId, seed] of seeds) {
        const chain = chains.filter((c) => c.firstIncId <= incId).sort((x, y) => y.firstIncId - x.firstIncId)[0]!;
        expect(terminatingHashOf(seed, incId, chain.firstIncId)).toBe(chain.terminatingHash);
      }
      const audit = await a.database.db.selectFrom('auditLog').select(['action', 'targetId']).where('action', '=', 'FAIRNESS_CHAIN_START').execute();
      expect(audit.map((r) => r.targetId).sort()).toEqual(['LEVEL_1#2', 'LEVEL_3#2', 'LEVEL_5#2']);
    } finally {
      await rotated.close();
    }
  });
});
