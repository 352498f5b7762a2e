import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn, signedOut } from './auth-slice';

/**
 * What the player has read, kept for reading offline (histories, round details, profile): the last
 * answer of each chosen call and when it arrived. Only this slice is persisted (redux-persist),
 * never the API cache as a whole; it belongs to one player and is emptied at sign-out.
 */
export interface Snapshot<T = unknown> {
  readonly data: T;
  /** Epoch ms when this answer arrived from the server. */
  readonly savedAt: number;
}

export interface OfflineState {
  /** Whose data this is; data of anyone else is never shown. */
  readonly ownerId: number | null;
  readonly entries: Readonly<Record<string, Snapshot>>;
}

/** Keys of what is kept: whole lists, and round details by id. */
export const snapshotKeys = {
  profile: 'profile',
  withdrawals: 'withdrawals',
  deposits: 'deposits',
  playHistory: 'playHistory',
  /** 'Biến động số dư': its first page (issue 30). */
  ledger: 'ledger',
  /** The gift history, one list per reward type (OPENBOX, LV7, STALK). */
  gifts: (type: string) => `gifts:${type}`,
  round: (id: number) => `round:${id}`,
  /** The trend's first page of one level (later pages are not kept). */
  trend: (zone: string) => `trend:${zone}`,
  fairness: 'fairness',
  /** Home (issue 50 §2): GET /v1/system (the rounds, their lengths, the game's rules), wins, partners. */
  system: 'system',
  topWins: 'topWins',
  latestWins: 'latestWins',
  partners: 'partners',
  /** The inbox's first page, and the withdrawal fee rules. */
  inbox: 'inbox',
  withdrawalRules: 'withdrawalRules',
} as const;

/** Round details kept at most (the most recently read ones), so that storage stays small. */
export const MAX_SAVED_ROUNDS = 30;

const initialState: OfflineState = { ownerId: null, entries: {} };

const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    snapshotSaved(state, action: PayloadAction<{ ownerId: number; key: string; data: unknown; savedAt: number }>) {
      const { ownerId, key, data, savedAt } = action.payload;
      if (state.ownerId !== ownerId) return { ownerId, entries: { [key]: { data, savedAt } } };
      state.entries[key] = { data, savedAt };
      const rounds = Object.entries(state.entries).filter(([k]) => k.startsWith('round:'));
      if (rounds.length > MAX_SAVED_ROUNDS) {
        rounds.sort(([, a], [, b]) => a.savedAt - b.savedAt);
        for (const [k] of rounds.slice(0, rounds.length - MAX_SAVED_ROUNDS)) delete state.entries[k];
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    // Another player signing in on this device never sees the previous one's data.
    builder.addCase(signedIn, (state, action) => (state.ownerId === action.payload.player.id ? state : initialState));
  },
});

export const { snapshotSaved } = offlineSlice.actions;

/** The saved answer under `key`, if it belongs to `playerId`. */
export function selectSnapshot<T>(state: { offline: OfflineState }, key: string, playerId: number | undefined): Snapshot<T> | undefined {
  if (playerId === undefined || state.offline.ownerId !== playerId) return undefined;
  return state.offline.entries[key] as Snapshot<T> | undefined;
}

export default offlineSlice;
