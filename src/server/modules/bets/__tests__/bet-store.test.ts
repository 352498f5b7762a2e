import type { PlaceBet } from '../bets.batch.js';
import { BET_BATCHES, BetStore, type BetStoreOptions } from '../bets.store.js';

// How the store gathers bets into batches, with a stand-in writer (the real one is tested against
// both databases in bet-batches.test.ts): what a player would notice is speed, so this is where a
// setting that makes batches of one (every bet its own transaction) is caught.

const bet = (playerId: number): PlaceBet => ({ playerId }) as unknown as PlaceBet;
const placed = { answer: { statusCode: 201, body: {} } } as never;

function recordingStore(options: BetStoreOptions, hold?: Promise<void>) {
  const batches: number[][] = [];
  const store = new BetStore(async (bets) => {
    batches.push(bets.map((b) => b.playerId));
    await hold;
    return bets.map(() => ({ placed }));
  }, options);
  return { store, batches };
}

describe('the bet store', () => {
  it.each(['sqlite', 'postgres'] as const)('writes the bets of one moment as one batch (%s)', async (dialect) => {
    const { store, batches } = recordingStore(BET_BATCHES[dialect]);
    await Promise.all(Array.from({ length: 30 }, (_, i) => store.place(bet(i + 1))));
    expect(batches).toEqual([Array.from({ length: 30 }, (_, i) => i + 1)]);
  });

  it('gathers the bets that come while a batch is written into the next one, a player never in two at once', async () => {
    let release!: () => void;
    const { store, batches } = recordingStore({ concurrency: 2, maxBatch: 500, windowMs: 0, fillTo: 2 }, new Promise((r) => (release = r)));
    const first = [store.place(bet(1)), store.place(bet(2))];
    await new Promise((r) => setImmediate(r));
    // While that batch is written: player 1 again (waits for it), players 3 and 4 (a batch beside it).
    const next = [store.place(bet(1)), store.place(bet(3)), store.place(bet(4))];
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1, 2], [3, 4]]);
    release();
    await Promise.all([...first, ...next]);
    expect(batches).toEqual([[1, 2], [3, 4], [1]]);
  });

  it('starts a batch beside the one being written only when a full one waits: a few bets join the next batch instead', async () => {
    let release!: () => void;
    const { store, batches } = recordingStore({ concurrency: 2, maxBatch: 500, windowMs: 0, fillTo: 3 }, new Promise((r) => (release = r)));
    const first = [store.place(bet(1))];
    await new Promise((r) => setImmediate(r));
    // Two bets while it is written: fewer than a full batch, they wait for it.
    const waiting = [store.place(bet(2)), store.place(bet(3))];
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1]]);
    // A third makes a full batch: it starts beside the first.
    const third = store.place(bet(4));
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release();
    await Promise.all([...first, ...waiting, third]);
  });

  it('on PostgreSQL waits its window for more bets, unless enough wait already', async () => {
    const { store, batches } = recordingStore({ concurrency: 2, maxBatch: 500, windowMs: 1000, fillTo: 4 });
    const started = Date.now();
    await store.place(bet(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    const full = Date.now();
    await Promise.all([1, 2, 3, 4].map((id) => store.place(bet(id + 10))));
    expect(Date.now() - full).toBeLessThan(500);
    expect(batches).toEqual([[1], [11, 12, 13, 14]]);
  });
});
