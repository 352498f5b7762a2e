import type { Generated } from 'kysely';

/** Row of `recovery_codes`: an operator's single-use code, stored as a keyed hash; `usedAt` once spent. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  playerId: number;
  codeHash: string;
  usedAt: number | null;
  createdAt: number;
}

