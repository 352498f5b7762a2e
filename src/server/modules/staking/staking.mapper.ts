import type { Stake } from '../../../shared/api/growth.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { StakeRow } from './staking.table.js';

export function toStake(row: StakeRow): Stake {
  return {
    id: row.id,
    amount: unitsToPoints(row.amount),
    rateBps: row.rateBps,
    termDays: row.termDays,
    dailyReward: unitsToPoints(row.dailyReward),
    startedAt: new Date(row.startedAt).toISOString(),
    maturesAt: new Date(row.maturesAt).toISOString(),
    rewardsPaid: unitsToPoints(row.dailyReward * row.daysPaid),
    daysPaid: row.daysPaid,
    status: row.status,
  };
}
