import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Round } from '../../shared/api/rounds';
import { ZONES, type Zone } from '../../shared/game';
import type { ZoneRounds } from '../../shared/realtime';
import { roundClosed, statusReceived } from './realtime-actions';

/** App-wide status: start-up checks, the clock offset to the server, and each zone's rounds. */
export interface SystemState {
  /** True once the saved session has been checked; routes render only after that (spec section 2). */
  readonly isReady: boolean;
  /** serverTime - Date.now(), in ms; countdowns add it to the local clock. */
  readonly serverOffsetMs: number;
  /** Per zone, the open round (the one the countdown runs to). */
  readonly currentRounds: Partial<Record<Zone, Round>>;
  /** Per zone, the last settled round (with result and seed); null when none has settled yet. */
  readonly lastRounds: Partial<Record<Zone, Round | null>>;
}

const initialState: SystemState = { isReady: false, serverOffsetMs: 0, currentRounds: {}, lastRounds: {} };

/** A snapshot of a zone's rounds from GET /v1/system, STATUS or NEW_SESSION, as the server saw them at `serverTime`. */
interface ZoneSnapshot {
  readonly zone: Zone;
  readonly current: Round;
  readonly last: Round | null;
  readonly serverTime: number;
}

/**
 * Applies a snapshot unless it is older than what is shown. Snapshots can arrive out of order (a
 * STATUS computed just before a round closed, delivered after that round's NEW_SESSION; a slow
 * GET /system): an older open round is ignored, unless the one shown had already ended by the
 * snapshot's own clock (the server restarted with another schedule).
 */
function applySnapshot(state: SystemState, { zone, current, last, serverTime }: ZoneSnapshot): void {
  const shown = state.currentRounds[zone];
  const newer = !shown || current.incId >= shown.incId || Date.parse(shown.endTime) <= serverTime;
  if (!newer) return;
  const sameRound = shown?.incId === current.incId;
  state.currentRounds[zone] = current;
  state.lastRounds[zone] = last ?? (sameRound ? (state.lastRounds[zone] ?? null) : null);
}

function applyZones(state: SystemState, zones: ZoneRounds, serverTime: number): void {
  for (const zone of ZONES) {
    const rounds = zones[zone];
    if (rounds) applySnapshot(state, { zone, current: rounds.current, last: rounds.last, serverTime });
  }
}

const systemSlice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    ready(state) {
      state.isReady = true;
    },
    serverTimeReceived(state, action: PayloadAction<{ serverTime: number; receivedAt: number }>) {
      state.serverOffsetMs = action.payload.serverTime - action.payload.receivedAt;
    },
    /** GET /v1/system answered. */
    systemFetched(state, action: PayloadAction<{ serverTime: number; receivedAt: number; zones: ZoneRounds }>) {
      const { serverTime, receivedAt, zones } = action.payload;
      state.serverOffsetMs = serverTime - receivedAt;
      applyZones(state, zones, serverTime);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(statusReceived, (state, { payload }) => {
        state.serverOffsetMs = payload.serverTime - payload.receivedAt;
        applyZones(state, payload.zones, payload.serverTime);
      })
      .addCase(roundClosed, (state, { payload }) => {
        state.serverOffsetMs = payload.serverTime - payload.receivedAt;
        applySnapshot(state, payload);
      });
  },
  selectors: {
    selectIsReady: (state) => state.isReady,
    selectServerOffsetMs: (state) => state.serverOffsetMs,
    selectCurrentRound: (state, zone: Zone) => state.currentRounds[zone],
    selectLastRound: (state, zone: Zone) => state.lastRounds[zone] ?? null,
  },
});

export const { ready, serverTimeReceived, systemFetched } = systemSlice.actions;
export const { selectIsReady, selectServerOffsetMs, selectCurrentRound, selectLastRound } = systemSlice.selectors;
export default systemSlice;
