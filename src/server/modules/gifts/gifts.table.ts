import type { Generated, Selectable } from 'kysely';
import type { RewardType } from '../../../shared/growth.js';

/** Row of `boxes`: bought at `price` (units), opened once with the prize drawn then. */
export interface BoxesTable {
  id: Generated<number>;
  playerId: number;
  price: number;
  status: Generated<'UNOPENED' | 'OPENED'>;
  prizeName: string | null;
  prizePoints: number | null;
  createdAt: number;
  openedAt: number | null;
}

/** Row of `reward_records`: one line of the player's reward history, unique per reference. */
export interface RewardRecordsTable {
  id: Generated<number>;
  playerId: number;
  type: RewardType;
  /** Units. */
  price: number;
  isActive: Generated<number>;
  note: string | null;
  rewardName: string;
  refType: string;
  refId: string;
  createdAt: number;
}

export type BoxRow = Selectable<BoxesTable>;
export type RewardRecordRow = Selectable<RewardRecordsTable>;
