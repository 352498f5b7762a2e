import { createHash, randomBytes } from 'node:crypto';
import type { FairnessResponse, SessionsResponse } from '../../../../shared/api/rounds.js';
import type { SystemResponse } from '../../../../shared/api/system.js';
import { chainOfRound, type ChainLink, MARK_EVERY, seedIndexOf, walkChain } from '../../../../shared/chain-walk.js';
import type { ManualClock } from '../../../lib/clock.js';
import { clockInRound } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { startNewChains } from '../chain-rotation.js';
import { FairnessKeys } from '../fairness-keys.js';
import { HashChain, sha256Hex } from '../fairness.js';

// Issue 30: the app's walk (src/shared/chain-walk.ts, run in the browser) held to the server's own
// chains: every seed the server can reveal walks to the published hash at its exact index, and a
// seed the server did not take from the chain walks nowhere.

const chain = new HashChain(createHash('sha256').update('walk-test').digest('hex'), 3000);
const start: ChainLink = { hash: chain.terminatingHash, index: 0 };

describe("the app's chain walk against the server's hash chain", () => {
  it.each([1, 2, 1023, 1024, 1025, 2048, 2999, 3000])('walks h[%i] to the terminating hash in exactly that many steps', (k) => {
    const walk = walkChain({ seed: chain.at(k), index: k, links: [start], maxSteps: k });
    expect(walk).toMatchObject({ reached: start, steps: k, seedIndex: k, last: chain.terminatingHash });
    expect(walk.head[0]).toBe(chain.at(k - 1));
    expect(walk.marks.length).toBeGreaterThan(0);
    for (const mark of walk.marks) expect(mark.hash).toBe(chain.at(mark.index));
  });

  it('stops at a link an earlier walk passed: a neighbouring round costs at most MARK_EVERY hashes', () => {
    const first = walkChain({ seed: chain.at(2999), index: 2999, links: [start], maxSteps: 2999 });
    const links = [start, ...first.marks, { hash: chain.at(2999), index: 2999 }];
    const older = walkChain({ seed: chain.at(2500), index: 2500, links, maxSteps: 2500 });
    expect(older.seedIndex).toBe(2500);
    expect(older.steps).toBeLessThanOrEqual(MARK_EVERY);
    const newer = walkChain({ seed: chain.at(3000), index: 3000, links, maxSteps: 3000 });
    expect(newer).toMatchObject({ steps: 1, seedIndex: 3000 });
  });

  it('finds where a pasted seed sits, among several chains', () => {
    const other = new HashChain(randomBytes(32).toString('hex'), 2000);
    const links = [start, { hash: other.terminatingHash, index: 0 }];
    expect(walkChain({ seed: chain.at(1500), links, maxSteps: 3000 })).toMatchObject({ reached: start, seedIndex: 1500 });
    expect(walkChain({ seed: other.at(7), links, maxSteps: 3000 })).toMatchObject({ reached: links[1], seedIndex: 7 });
  });

  it('refuses a forged seed (a new seed with its own hash), and a true seed given the wrong round', () => {
    const forged = randomBytes(32).toString('hex');
    expect(walkChain({ seed: forged, index: 1500, links: [start], maxSteps: 1500 }).reached).toBeNull();
    expect(walkChain({ seed: forged, links: [start], maxSteps: 3000 })).toMatchObject({ reached: null, steps: 3000 });
    expect(walkChain({ seed: chain.at(1499), index: 1500, links: [start], maxSteps: 1500 }).reached).toBeNull();
    // A link that does not match at its own step ends the walk there.
    const misled = walkChain({ seed: forged, index: 1500, links: [start, { hash: chain.at(1024), index: 1024 }], maxSteps: 1500 });
    expect(misled).toMatchObject({ reached: null, steps: 1500 - 1024 });
  });

  it('computes SHA-256 as the server does', () => {
    expect(walkChain({ seed: chain.at(10), links: [], maxSteps: 1 }).last).toBe(sha256Hex(chain.at(10)));
  });
});

describe('rounds the server settled, across a change of chain', () => {
  let clock: ManualClock;
  let t: TestApp;
  const OLD = randomBytes(32).toString('hex');
  const NEW = randomBytes(32).toString('hex');
  beforeAll(async () => {
    clock = clockInRound(10);
    t = await createTestApp({ FAIRNESS_SECRET: OLD }, { clock });
  });
  afterAll(() => t.close());

  async function closeRound(app: TestApp) {
    const system = (await app.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
    clock.set(Date.parse(system.zones.LEVEL_3.current.endTime) + 10);
    await app.app.game.engine.tick();
    clock.advance(10_000);
  }

  it('each revealed seed walks to the chain the app picks for its round, at its index', async () => {
    await closeRound(t);
    await closeRound(t);
    await startNewChains(t.database.db, new FairnessKeys(NEW, [OLD]), 4096, t.config.zoneSeconds, clock.now());
    const rotated = await createTestApp({ FAIRNESS_SECRET: NEW, FAIRNESS_PREVIOUS_SECRETS: OLD }, { clock, database: t.database });
    try {
      for (let i = 0; i < 4; i++) await closeRound(rotated);
      const { chains } = (await rotated.request({ method: 'GET', url: '/v1/fairness' })).json<FairnessResponse>();
      const rounds = (await rotated.request({ method: 'GET', url: '/v1/sessions?zone=LEVEL_3' })).json<SessionsResponse>().results;
      expect(rounds).toHaveLength(6);
      const used = new Set<number>();
      for (const round of rounds) {
        const span = chainOfRound(chains, round.zone, round.incId)!;
        used.add(span.chainNo);
        const k = seedIndexOf(span, round.incId);
        const walk = walkChain({ seed: round.seed!, index: k, links: [{ hash: span.terminatingHash, index: 0 }], maxSteps: k });
        expect(walk.seedIndex).toBe(k);
        expect(walk.head[0]).toBe(round.seedHash);
      }
      expect([...used].sort()).toEqual([1, 2]);
    } finally {
      await rotated.close();
    }
  });
});
