import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Player } from '../../shared/api/players';
import { newBalanceReceived, statusReceived } from './realtime-actions';

/** The signed-in session (spec sections 3-4). Saved to localStorage by the listener in app/store.ts. */
export interface AuthState {
  readonly isLoggedIn: boolean;
  readonly accessToken: string | null;
  /** Kept only when the sign-in response was a registration (spec section 4). */
  readonly refreshToken: string | null;
  /** `balance` is the newest the app has seen: the one with the highest `balanceVersion`. */
  readonly profile: Player | null;
  /** Signed in with a temporary password: the app shows only the password change until it is done. */
  readonly mustChangePassword?: boolean;
}

/** A balance (points) as every writer brings it: with the version that orders it among the others. */
export type VersionedBalance = Pick<Player, 'balance' | 'balanceVersion'>;

export const signedOutState: AuthState = { isLoggedIn: false, accessToken: null, refreshToken: null, profile: null };

/**
 * Takes `next` unless the profile already holds a newer balance. Answers and socket events race (a
 * profile fetched before a settlement can land after its NEW_BALANCE), so the version decides, not
 * the order of arrival; an equal version is the same balance. A profile saved before versions
 * existed has none, and `n < undefined` is false: the first versioned balance replaces it.
 */
function keepNewest(profile: Player, next: VersionedBalance): void {
  if (next.balanceVersion < profile.balanceVersion) return;
  profile.balance = next.balance;
  profile.balanceVersion = next.balanceVersion;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    signedIn(state, action: PayloadAction<{ player: Player; accessToken: string; refreshToken?: string | null; mustChangePassword?: boolean }>) {
      const { player, accessToken, refreshToken = null, mustChangePassword = false } = action.payload;
      // The same player signing in again (a new token) keeps a newer balance already shown.
      const shown = state.profile?.id === player.id ? state.profile : null;
      const newer = shown && shown.balanceVersion > player.balanceVersion;
      const profile = newer ? { ...player, balance: shown.balance, balanceVersion: shown.balanceVersion } : player;
      return { isLoggedIn: true, accessToken, refreshToken, profile, ...(mustChangePassword ? { mustChangePassword } : {}) };
    },
    /** The temporary password was replaced: the new token (earlier ones stopped working), and the app opens. */
    passwordChanged(state, action: PayloadAction<{ accessToken: string }>) {
      if (!state.isLoggedIn) return;
      state.accessToken = action.payload.accessToken;
      delete state.mustChangePassword;
    },
    /** The server refused a call with PASSWORD_CHANGE_REQUIRED: the password change comes first. */
    passwordChangeRequired(state) {
      if (state.isLoggedIn) state.mustChangePassword = true;
    },
    signedOut() {
      return signedOutState;
    },
    /** A fresh profile (a fetch, an edit): every field from it, the balance only if not older. */
    profileUpdated(state, action: PayloadAction<Player>) {
      if (!state.profile) return;
      const { balance, balanceVersion, ...fields } = action.payload;
      Object.assign(state.profile, fields);
      keepNewest(state.profile, { balance, balanceVersion });
    },
    /** The balance a money call answered with (a bet, a withdrawal). */
    balanceChanged(state, action: PayloadAction<VersionedBalance>) {
      if (state.profile) keepNewest(state.profile, action.payload);
    },
  },
  extraReducers: (builder) => {
    // The server pushes the balance on connect (STATUS) and after every change (NEW_BALANCE).
    builder.addMatcher(isAnyOf(statusReceived, newBalanceReceived), (state, { payload }) => {
      if (state.profile) keepNewest(state.profile, payload);
    });
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectProfile: (state) => state.profile,
    selectAccessToken: (state) => state.accessToken,
    selectMustChangePassword: (state) => state.isLoggedIn && state.mustChangePassword === true,
  },
});

export const { signedIn, signedOut, profileUpdated, balanceChanged, passwordChanged, passwordChangeRequired } = authSlice.actions;
export const { selectIsLoggedIn, selectProfile, selectAccessToken, selectMustChangePassword } = authSlice.selectors;
export default authSlice;
