/** Client-side constants of spec section 9. */
export const TOKEN_MIN_REMAINING_SECONDS = 600;
export const PROFILE_REFRESH_MS = 10_000;
export const TOAST_DURATION_MS = 3_000;
/** A toast's exit animation. */
export const TOAST_EXIT_MS = 175;
export const CACHE_KEEP_SECONDS = 60;
/** localStorage key of the saved session (spec section 3). */
export const PROFILE_STORAGE_KEY = 'profile';
/** localStorage key of the data kept for reading offline (redux-persist's `persist:` + the offline slice's path). */
export const OFFLINE_STORAGE_KEY = 'persist:offline';
/** localStorage key of the last popup banner version the player dismissed (kept across sign-outs: it is the device's, not the player's). */
export const POPUP_DISMISSED_STORAGE_KEY = 'popupDismissedVersion';
/** localStorage key of the fairness chains' terminating hashes as this device first saw them (lib/chain-pins.ts). */
export const CHAIN_PINS_STORAGE_KEY = 'fairnessChainPins';
/** localStorage key of whether a bet's result plays its sound on this device ('off'; absent: on). */
export const BET_SOUND_STORAGE_KEY = 'betSound';
/** Keys sign-out leaves in localStorage: none of them holds anything of a player. */
export const DEVICE_STORAGE_KEYS: readonly string[] = [POPUP_DISMISSED_STORAGE_KEY, CHAIN_PINS_STORAGE_KEY, BET_SOUND_STORAGE_KEY];
/** sessionStorage key of when this tab's play session began (the reality check counts from it); cleared at sign-out. */
export const PLAY_SESSION_STORAGE_KEY = 'playSessionStart';

/** sessionStorage key of the address a signed-out visitor opened (a link from a push, a chat): signing in lands there. */
export const RETURN_TO_STORAGE_KEY = 'lumina:return-to';
