import { aChain, fairnessOf, sha256 } from '../../testing/fairness';
import { pinFairness, pinnedFairness } from '../chain-pins';
import { clearSavedSession } from '../saved-session';

const SALT = 'c0ffee00c0ffee00';
const chain = aChain({ zone: 'LEVEL_1', length: 50 });
const other = aChain({ zone: 'LEVEL_5', length: 50 });

beforeEach(() => localStorage.clear());

describe('pinning the published chains on this device', () => {
  it('keeps each chain and the salt as first seen; reading the same list again changes nothing', () => {
    const first = pinFairness(fairnessOf(SALT, [chain]), localStorage, 1_000);
    expect(first.salt).toEqual({ value: SALT, pinnedAt: 1_000 });
    expect(first.chains).toEqual([expect.objectContaining({ zone: 'LEVEL_1', chainNo: 1, terminatingHash: chain.terminatingHash, pinnedAt: 1_000 })]);
    expect(pinFairness(fairnessOf(SALT, [chain]), localStorage, 2_000)).toEqual(first);
    // A new chain is added; the first keeps its time.
    const more = pinFairness(fairnessOf(SALT, [chain, other]), localStorage, 3_000);
    expect(more.chains.map((c) => [c.zone, c.pinnedAt])).toEqual([['LEVEL_1', 1_000], ['LEVEL_5', 3_000]]);
  });

  it('marks a chain the server later lists with another hash, for good', () => {
    pinFairness(fairnessOf(SALT, [chain]), localStorage, 1_000);
    const forged = sha256('01'.repeat(32));
    const changed = pinFairness(fairnessOf(SALT, [{ ...chain, terminatingHash: forged }]), localStorage, 2_000);
    expect(changed.chains[0]).toMatchObject({ terminatingHash: chain.terminatingHash, changedTo: { terminatingHash: forged, seenAt: 2_000 } });
    // Listing the first hash again does not clear it.
    expect(pinFairness(fairnessOf(SALT, [chain]), localStorage, 3_000).chains[0]!.changedTo).toMatchObject({ terminatingHash: forged });
    // Another first round for the same chain number is a change too.
    pinFairness(fairnessOf(SALT, [other]), localStorage);
    expect(pinFairness(fairnessOf(SALT, [{ ...other, firstIncId: other.firstIncId - 10 }]), localStorage).chains[1]!.changedTo).toBeDefined();
  });

  it('marks a changed salt', () => {
    pinFairness(fairnessOf(SALT, []), localStorage, 1_000);
    expect(pinFairness(fairnessOf('other', []), localStorage, 2_000).salt).toEqual({ value: SALT, pinnedAt: 1_000, changedTo: { value: 'other', seenAt: 2_000 } });
  });

  it('keeps the pins across a sign-out and a reload: they are the device\'s, not a player\'s', () => {
    pinFairness(fairnessOf(SALT, [chain]), localStorage, 1_000);
    localStorage.setItem('profile', '{}');
    clearSavedSession();
    expect(localStorage.getItem('profile')).toBeNull();
    expect(pinnedFairness(localStorage).chains).toHaveLength(1);
  });

  it('works for the page when storage is refused', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    pinFairness(fairnessOf(SALT, [chain]), refusing, 1_000);
    expect(pinFairness(fairnessOf(SALT, [{ ...chain, terminatingHash: sha256('02'.repeat(32)) }]), refusing, 2_000).chains[0]!.changedTo).toBeDefined();
  });
});
