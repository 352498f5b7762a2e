import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '../../../shared/api/players.js';

/** Row of `players`. Money in units (1/10,000 point); times in epoch ms; flags 0/1. */
export interface PlayersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username, unique: `Alice01` and `alice01` are the same account. */
  usernameKey: string;
  passwordHash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  nickname: string | null;
  phoneNumber: string | null;
  address: string | null;
  /** Never written directly: only through the ledger (modules/ledger). */
  balance: Generated<number>;
  bankName: string | null;
  bankAccountNumber: string | null;
  bankAccountHolder: string | null;
  frontId: string | null;
  backId: string | null;
  refCode: string;
  referrerId: number | null;
  isUnlockMulti: Generated<number>;
  isAgent: Generated<number>;
  tokenVersion: Generated<number>;
  locked: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export type PlayerRow = Selectable<PlayersTable>;
