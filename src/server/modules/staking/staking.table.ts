import type { Generated, Selectable } from 'kysely';

/** Row of `stakes`: rate, term and daily reward (units) fixed when it starts; `daysPaid` rewards credited so far. */
export interface StakesTable {
  id: Generated<number>;
  playerId: number;
  amount: number;
  rateBps: number;
  termDays: number;
  dailyReward: number;
  startedAt: number;
  maturesAt: number;
  daysPaid: Generated<number>;
  status: Generated<'ACTIVE' | 'COMPLETED'>;
  completedAt: number | null;
}

export type StakeRow = Selectable<StakesTable>;
