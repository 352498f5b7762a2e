import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Player } from '../../shared/api/players';
import { newBalanceReceived, statusReceived } from './realtime-actions';

/** The signed-in session (spec sections 3-4). Saved to localStorage by the listener in app/store.ts. */
export interface AuthState {
  readonly isLoggedIn: boolean;
  readonly accessToken: string | null;
  /** Kept only when the sign-in response was a registration (spec section 4). */
  readonly refreshToken: string | null;
  readonly profile: Player | null;
}

export const signedOutState: AuthState = { isLoggedIn: false, accessToken: null, refreshToken: null, profile: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    signedIn(_state, action: PayloadAction<{ player: Player; accessToken: string; refreshToken?: string | null }>) {
      const { player, accessToken, refreshToken = null } = action.payload;
      return { isLoggedIn: true, accessToken, refreshToken, profile: player };
    },
    signedOut() {
      return signedOutState;
    },
    /** Merges fresh fields (a profile fetch, an edit) into the signed-in profile. */
    profileUpdated(state, action: PayloadAction<Partial<Player>>) {
      if (state.profile) state.profile = { ...state.profile, ...action.payload };
    },
    balanceChanged(state, action: PayloadAction<number>) {
      if (state.profile) state.profile.balance = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The server pushes the balance on connect (STATUS) and after every change (NEW_BALANCE).
    builder.addMatcher(isAnyOf(statusReceived, newBalanceReceived), (state, action) => {
      if (state.profile) state.profile.balance = action.payload.balance;
    });
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectProfile: (state) => state.profile,
    selectAccessToken: (state) => state.accessToken,
  },
});

export const { signedIn, signedOut, profileUpdated, balanceChanged } = authSlice.actions;
export const { selectIsLoggedIn, selectProfile, selectAccessToken } = authSlice.selectors;
export default authSlice;
