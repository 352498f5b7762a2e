import type { Round } from '../../shared/api/rounds';
import { DEFAULT_PAYOUT_BPS, DEFAULT_ZONE_SECONDS, type Zone, ZONES } from '../../shared/game';
import type { ZoneRounds } from '../../shared/realtime';

/** A round of `zone` numbered `incId` on the wall-clock schedule; settled when given a result. */
export function makeRound(zone: Zone, incId: number, result: string | null = null): Round {
  const ms = DEFAULT_ZONE_SECONDS[zone] * 1000;
  return {
    id: incId * 10 + ZONES.indexOf(zone),
    incId,
    zone,
    startTime: new Date(incId * ms).toISOString(),
    endTime: new Date((incId + 1) * ms).toISOString(),
    status: result ? 'SETTLED' : 'OPEN',
    seedHash: 'ab'.repeat(32),
    seed: result ? 'cd'.repeat(32) : null,
    result,
    payoutBps: DEFAULT_PAYOUT_BPS,
  };
}

/** Every zone's open round at `nowMs`, with the one before it settled as `result`. */
export function zonesAt(nowMs: number, result = '12345'): ZoneRounds {
  const entries = ZONES.map((zone) => {
    const incId = Math.floor(nowMs / (DEFAULT_ZONE_SECONDS[zone] * 1000));
    return [zone, { current: makeRound(zone, incId), last: makeRound(zone, incId - 1, result) }];
  });
  return Object.fromEntries(entries) as ZoneRounds;
}
