/** Layout constants shared by the shell and the screens. */

/** Width of the phone column on larger screens. */
export const APP_MAX_WIDTH = '480px';
/** Height of the bottom navigation above the safe area; screens leave this much room. */
export const BOTTOM_NAV_HEIGHT = '64px';
/** The gradient behind the app's headers and the signed-out screens. */
export const BRAND_GRADIENT = 'linear-gradient(160deg, #4c2f9e 0%, #6741d9 55%, #9775fa 100%)';
