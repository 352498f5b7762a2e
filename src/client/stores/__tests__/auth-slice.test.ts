import type { Player } from '../../../shared/api/players';
import { aPlayer, signedInAs } from '../../testing/fixtures';
import authSlice, { balanceChanged, type AuthState, profileUpdated, signedIn } from '../auth-slice';

const reduce = (state: AuthState, ...actions: Parameters<typeof authSlice.reducer>[1][]) => actions.reduce(authSlice.reducer, state);
const balanceOf = (state: AuthState) => ({ balance: state.profile?.balance, balanceVersion: state.profile?.balanceVersion });

describe('the balance shown', () => {
  const shown = signedInAs(aPlayer({ balance: 500, balanceVersion: 5 })).auth;

  it('takes a bet or withdrawal answer only when it is not older than the balance shown', () => {
    expect(balanceOf(reduce(shown, balanceChanged({ balance: 400, balanceVersion: 4 })))).toEqual({ balance: 500, balanceVersion: 5 });
    expect(balanceOf(reduce(shown, balanceChanged({ balance: 500, balanceVersion: 5 })))).toEqual({ balance: 500, balanceVersion: 5 });
    expect(balanceOf(reduce(shown, balanceChanged({ balance: 400, balanceVersion: 6 })))).toEqual({ balance: 400, balanceVersion: 6 });
  });

  it('takes every other field of an older profile answer', () => {
    const state = reduce(shown, profileUpdated(aPlayer({ nickname: 'Bảy', balance: 450, balanceVersion: 4 })));
    expect(state.profile).toMatchObject({ nickname: 'Bảy', balance: 500, balanceVersion: 5 });
  });

  it('keeps a newer balance when the same player signs in again, not when another one does', () => {
    const again = reduce(shown, signedIn({ player: aPlayer({ balance: 450, balanceVersion: 4 }), accessToken: 'renewed' }));
    expect(again).toMatchObject({ accessToken: 'renewed', profile: { balance: 500, balanceVersion: 5 } });
    const other = reduce(shown, signedIn({ player: aPlayer({ id: 8, balance: 20, balanceVersion: 1 }), accessToken: 'other' }));
    expect(balanceOf(other)).toEqual({ balance: 20, balanceVersion: 1 });
  });

  it('replaces the balance of a profile saved before balances had versions', () => {
    const { balanceVersion: _none, ...saved } = aPlayer({ balance: 500 });
    const state = reduce(signedInAs(saved as Player).auth, balanceChanged({ balance: 480, balanceVersion: 0 }));
    expect(balanceOf(state)).toEqual({ balance: 480, balanceVersion: 0 });
  });
});
