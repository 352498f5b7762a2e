// Web Push (issue 32): what a push is about, what it carries and where a tap leads. No schema
// runtime here: the app and its service worker import this too.

/** What a push is about. Each but `security` is the player's choice (`PushPreferences`). */
export const PUSH_CATEGORIES = ['money', 'verification', 'notices', 'bets', 'security'] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

/** The categories a player turns on or off, with their defaults: everything but bet results. */
export const PUSH_PREFERENCE_DEFAULTS = { money: true, verification: true, notices: true, bets: false } as const;
export type PushPreferenceKey = keyof typeof PUSH_PREFERENCE_DEFAULTS;
export const PUSH_PREFERENCE_KEYS = Object.keys(PUSH_PREFERENCE_DEFAULTS) as PushPreferenceKey[];

/**
 * Everything a push carries, encrypted for the device: the title and text the app shows in its
 * inbox or dialog, the app's page a tap opens, and a tag (a later push with the same tag replaces
 * the earlier one on the device). Never a token, an id of anything private or more than the text.
 */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** A path of the app (src/client/config/paths.ts), never another origin. */
  readonly url: string;
  readonly tag: string;
}

/** The icon the service worker shows with every push (public/icons). */
export const PUSH_ICON = '/icons/icon-192.png';

/**
 * The page of the app a tap on each kind of push opens: the same paths as src/client/config/paths.ts
 * (the server may not import the client, so they are repeated here; `src/shared/__tests__` does not
 * see the client either: keep the two in step).
 */
export const PUSH_PAGES = {
  deposits: '/history-deposit',
  withdrawals: '/history-withdraw',
  rewards: '/history-gift',
  verification: '/account-verify',
  inbox: '/notifications',
  bets: '/history-play',
} as const;
