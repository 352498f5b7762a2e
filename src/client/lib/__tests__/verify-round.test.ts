import { walkChain } from '../../../shared/chain-walk';
import { aChain, aForgedRound, aSettledRound, fairnessOf, sha256 } from '../../testing/fairness';
import { forgetLinks } from '../chain-links';
import { pinFairness, type UsablePins } from '../chain-pins';
import { locateSeed } from '../locate-seed';
import { verifyRound } from '../verify-round';

const SALT = 'b3f1c2d4e5a6978812345678';
const chain = aChain({ zone: 'LEVEL_3', firstIncId: 9_000_000, length: 3000 });
const next = aChain({ zone: 'LEVEL_3', chainNo: 2, firstIncId: 9_002_000, length: 3000 });
const walk = async (input: Parameters<typeof walkChain>[0]) => walkChain(input);

let pins: UsablePins;
beforeEach(() => {
  localStorage.clear();
  forgetLinks();
  pins = pinFairness(fairnessOf(SALT, [chain, next])) as UsablePins;
});

const round = (incId: number, c = chain) => aSettledRound('LEVEL_3', incId, c.seedOf(incId), SALT);

describe('checking a round against the chain pinned on this device', () => {
  it('verifies a round whose seed walks to the pinned terminating hash at its place in the chain', async () => {
    const r = round(9_001_234);
    const check = await verifyRound(r, pins, { walk });
    expect(check).toMatchObject({ message: `${SALT}:LEVEL_3:9001234`, digits: r.result, seedMatches: true, resultMatches: true, linked: true, index: 1235, verified: true });
    expect(check.chain).toMatchObject({ chainNo: 1, terminatingHash: chain.terminatingHash });
    expect(check.walk).toMatchObject({ steps: 1235, seedIndex: 1235, last: chain.terminatingHash });
  });

  it('refuses a round forged after the fact: a new seed with its own hash and matching digits', async () => {
    const forged = aForgedRound('LEVEL_3', 9_001_234, SALT);
    const check = await verifyRound(forged, pins, { walk });
    // What the old check looked at all holds...
    expect(check).toMatchObject({ seedMatches: true, resultMatches: true });
    // ...but the seed leads nowhere near the chain published before the round.
    expect(check).toMatchObject({ linked: false, verified: false });
    expect(check.walk?.reached).toBeNull();
  });

  it("refuses a true seed of the chain given as another round's", async () => {
    const shifted = aSettledRound('LEVEL_3', 9_001_234, chain.seedOf(9_001_233), SALT);
    expect(await verifyRound(shifted, pins, { walk })).toMatchObject({ seedMatches: true, resultMatches: true, linked: false, verified: false });
  });

  it('checks the seed against the previous round when this device has it, within one chain only', async () => {
    const r = round(9_001_234);
    expect(await verifyRound(r, pins, { walk, previousSeed: chain.seedOf(9_001_233) })).toMatchObject({ previousMatches: true, verified: true });
    expect(await verifyRound(r, pins, { walk, previousSeed: sha256('ff'.repeat(32)) })).toMatchObject({ previousMatches: false, verified: false });
    // The first round of chain 2 follows the last one of chain 1: their seeds are not linked.
    const first = round(9_002_000, next);
    expect(await verifyRound(first, pins, { walk, previousSeed: chain.seedOf(9_001_999) })).toMatchObject({ index: 1, previousMatches: null, verified: true });
  });

  it('takes a round from the newest chain that covers it, as the server does', async () => {
    expect((await verifyRound(round(9_001_999), pins, { walk })).chain?.chainNo).toBe(1);
    expect((await verifyRound(round(9_002_500, next), pins, { walk })).chain?.chainNo).toBe(2);
    // Chain 1 also has a link for 9_002_500, but no round uses it.
    expect(await verifyRound(round(9_002_500, chain), pins, { walk })).toMatchObject({ linked: false, verified: false });
  });

  it('does not verify a round no pinned chain covers', async () => {
    const outside = aForgedRound('LEVEL_3', 8_999_999, SALT);
    expect(await verifyRound(outside, pins, { walk })).toMatchObject({ chain: null, walk: null, verified: false });
  });

  it('flags a result that is not the one the seed gives, and a seed that is not the commitment', async () => {
    const r = round(9_000_010);
    const altered = { ...r, result: `${(Number(r.result![0]) + 1) % 10}${r.result!.slice(1)}` };
    expect(await verifyRound(altered, pins, { walk })).toMatchObject({ resultMatches: false, linked: true, verified: false });
    expect(await verifyRound({ ...r, seedHash: sha256('aa'.repeat(32)) }, pins, { walk })).toMatchObject({ seedMatches: false, verified: false });
  });

  it('never verifies a round of a chain the server now lists with another hash, nor under a changed salt', async () => {
    const r = round(9_000_500);
    const changed = pinFairness(fairnessOf(SALT, [{ ...chain, terminatingHash: sha256('00'.repeat(32)) }, next])) as UsablePins;
    expect(await verifyRound(r, changed, { walk })).toMatchObject({ chainChanged: true, verified: false });
    const salted = pinFairness(fairnessOf('another-salt', [next])) as UsablePins;
    expect(await verifyRound(round(9_002_100, next), salted, { walk })).toMatchObject({ saltChanged: true, verified: false });
  });

  it('walks only as far as a link proved before: a neighbouring round costs a few hashes', async () => {
    await verifyRound(round(9_002_900, next), pins);
    const newer = await verifyRound(round(9_002_901, next), pins, { walk });
    expect(newer).toMatchObject({ verified: true, walk: { steps: 1 } });
    const older = await verifyRound(round(9_002_100, next), pins, { walk });
    expect(older.verified).toBe(true);
    expect(older.walk!.steps).toBeLessThanOrEqual(1024);
  });
});

describe('finding a pasted seed', () => {
  it('names its round and gives its digits', async () => {
    const seed = chain.seedOf(9_000_777);
    const { location } = await locateSeed(seed, 'LEVEL_3', pins, walk);
    expect(location).toMatchObject({ incId: 9_000_777, index: 778, digits: round(9_000_777).result, message: `${SALT}:LEVEL_3:9000777` });
  });

  it('finds no round for a seed on no pinned chain of that level', async () => {
    expect((await locateSeed(sha256('12'.repeat(32)), 'LEVEL_3', pins, walk)).location).toBeNull();
    expect((await locateSeed(chain.seedOf(9_000_777), 'LEVEL_1', pins, walk)).location).toBeNull();
  });
});
