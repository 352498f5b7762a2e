import type { RewardRecord } from '../../../shared/api/growth.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { RewardRecordRow } from './gifts.table.js';

export function toRewardRecord(row: RewardRecordRow): RewardRecord {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    price: unitsToPoints(row.price),
    isActive: row.isActive === 1,
    note: row.note,
    reward: { name: row.rewardName },
  };
}
