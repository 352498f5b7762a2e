/** Client-side constants of spec section 9. */
export const TOKEN_MIN_REMAINING_SECONDS = 600;
export const PROFILE_REFRESH_MS = 10_000;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_EXIT_MS = 175;
export const CACHE_KEEP_SECONDS = 60;
/** localStorage key of the saved session (spec section 3). */
export const PROFILE_STORAGE_KEY = 'profile';
