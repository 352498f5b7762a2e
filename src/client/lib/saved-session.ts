import type { Player } from '../../shared/api/players';
import { DEVICE_STORAGE_KEYS, PLAY_SESSION_STORAGE_KEY, PROFILE_STORAGE_KEY, TOKEN_MIN_REMAINING_SECONDS } from '../config/constants';
import { type AuthState, signedOutState } from '../stores/auth-slice';
import { tokenSecondsLeft } from './token';

/** What localStorage `profile` holds: the player's fields plus the client-side session fields. */
export type SavedProfile = Player & { isLoggedIn: true; accessToken: string; refreshToken?: string | null; mustChangePassword?: boolean };

/** Saves the session; where storage is unavailable (disabled, full), the session lives in memory only. */
export function saveSession(state: AuthState, storage?: Storage): void {
  if (!state.isLoggedIn || !state.profile || !state.accessToken) return;
  const saved: SavedProfile = {
    ...state.profile,
    isLoggedIn: true,
    accessToken: state.accessToken,
    refreshToken: state.refreshToken,
    // A reload does not skip the password change.
    ...(state.mustChangePassword ? { mustChangePassword: true } : {}),
  };
  try {
    (storage ?? localStorage).setItem(PROFILE_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Not saved: the player stays signed in until the tab closes.
  }
}

/**
 * Sign-out clears local storage (spec section 4): the session and anything cached for this player.
 * Only the device's own keys (DEVICE_STORAGE_KEYS: which popup was dismissed) stay. The play session
 * of the reality check ends too.
 */
export function clearSavedSession(storage?: Storage): void {
  try {
    if (!storage) sessionStorage.removeItem(PLAY_SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the play session lived in memory only.
  }
  try {
    const store = storage ?? localStorage;
    const kept = DEVICE_STORAGE_KEYS.flatMap((key) => {
      const value = store.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    store.clear();
    for (const [key, value] of kept) store.setItem(key, value);
  } catch {
    // Storage unavailable: nothing was saved there either.
  }
}

/**
 * The saved session, restored only if its access token has more than 600 s left (spec section 4);
 * otherwise signed out, and the stale entry is removed.
 */
export function restoreSession(storage?: Storage, nowMs = Date.now()): AuthState {
  try {
    const store = storage ?? localStorage;
    const raw = store.getItem(PROFILE_STORAGE_KEY);
    if (!raw) return signedOutState;
    const { isLoggedIn, accessToken, refreshToken, mustChangePassword, ...player } = JSON.parse(raw) as SavedProfile;
    if (isLoggedIn && typeof accessToken === 'string' && tokenSecondsLeft(accessToken, nowMs) > TOKEN_MIN_REMAINING_SECONDS) {
      return { isLoggedIn: true, accessToken, refreshToken: refreshToken ?? null, profile: player, ...(mustChangePassword ? { mustChangePassword: true } : {}) };
    }
    store.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // Unreadable or storage unavailable: signed out.
  }
  return signedOutState;
}
