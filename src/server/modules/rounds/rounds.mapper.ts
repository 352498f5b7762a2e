import type { Round } from '../../../shared/api/rounds.js';
import type { RoundRow } from './rounds.table.js';

export function toRound(row: RoundRow): Round {
  return {
    id: row.id,
    incId: row.incId,
    zone: row.zone,
    startTime: new Date(row.startTime).toISOString(),
    endTime: new Date(row.endTime).toISOString(),
    status: row.status,
    seedHash: row.seedHash,
    // The seed and result exist only once settled; an open round never shows them.
    seed: row.status === 'SETTLED' ? row.seed : null,
    result: row.status === 'SETTLED' ? row.result : null,
    // Rounds always carry their rate (older ones got it at start; settled ones when settled).
    payoutBps: row.payoutBps,
  };
}
