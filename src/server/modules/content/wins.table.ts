import type { Generated } from 'kysely';
import type { Zone } from '../../../shared/game.js';

/** Row of `wins`: what one settled round paid one of its biggest winners (units), written at settlement, never changed. */
export interface WinsTable {
  id: Generated<number>;
  roundId: number;
  playerId: number;
  zone: Zone;
  incId: number;
  amount: number;
  settledAt: number;
}

/** Row of `daily_wins`: a player's biggest win of a Vietnam day (`day`: days since 1970-01-01 in UTC+7), kept for players who were among a round's biggest winners. */
export interface DailyWinsTable {
  day: number;
  playerId: number;
  amount: number;
  zone: Zone;
  incId: number;
  settledAt: number;
}

