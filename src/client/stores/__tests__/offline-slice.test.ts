import { signedIn, signedOut } from '../auth-slice';
import offlineSlice, { MAX_SAVED_ROUNDS, selectSnapshot, snapshotKeys, snapshotSaved } from '../offline-slice';
import { aPlayer } from '../../testing/fixtures';

const reduce = (actions: Parameters<typeof offlineSlice.reducer>[1][]) => actions.reduce(offlineSlice.reducer, offlineSlice.getInitialState());
const save = (ownerId: number, key: string, data: unknown, savedAt = 1000) => snapshotSaved({ ownerId, key, data, savedAt });

describe('what is kept for offline reading', () => {
  it("keeps each call's last answer and when it arrived, for its player only", () => {
    const state = reduce([save(7, snapshotKeys.withdrawals, { n: 1 }, 1000), save(7, snapshotKeys.withdrawals, { n: 2 }, 2000)]);
    expect(selectSnapshot({ offline: state }, snapshotKeys.withdrawals, 7)).toEqual({ data: { n: 2 }, savedAt: 2000 });
    expect(selectSnapshot({ offline: state }, snapshotKeys.withdrawals, 8)).toBeUndefined();
    expect(selectSnapshot({ offline: state }, snapshotKeys.withdrawals, undefined)).toBeUndefined();
  });

  it("drops the previous player's data when another player's arrives or signs in", () => {
    let state = reduce([save(7, snapshotKeys.deposits, 'seven'), save(8, snapshotKeys.withdrawals, 'eight')]);
    expect(state).toEqual({ ownerId: 8, entries: { withdrawals: { data: 'eight', savedAt: 1000 } } });
    state = offlineSlice.reducer(state, signedIn({ player: aPlayer({ id: 9 }), accessToken: 't' }));
    expect(state.entries).toEqual({});
    // The same player signing in again keeps what they had.
    const kept = offlineSlice.reducer(reduce([save(9, 'deposits', 1)]), signedIn({ player: aPlayer({ id: 9 }), accessToken: 't' }));
    expect(kept.entries).toHaveProperty('deposits');
  });

  it('is emptied at sign-out', () => {
    const state = offlineSlice.reducer(reduce([save(7, snapshotKeys.profile, {})]), signedOut());
    expect(state).toEqual({ ownerId: null, entries: {} });
  });

  it(`keeps at most ${MAX_SAVED_ROUNDS} round details, the most recently read`, () => {
    const actions = Array.from({ length: MAX_SAVED_ROUNDS + 5 }, (_, i) => save(7, snapshotKeys.round(i + 1), { id: i + 1 }, 1000 + i));
    const state = reduce([save(7, snapshotKeys.playHistory, 'list', 1), ...actions]);
    const rounds = Object.keys(state.entries).filter((k) => k.startsWith('round:'));
    expect(rounds).toHaveLength(MAX_SAVED_ROUNDS);
    expect(rounds).not.toContain('round:1');
    expect(rounds).toContain(`round:${MAX_SAVED_ROUNDS + 5}`);
    expect(state.entries).toHaveProperty('playHistory');
  });
});
