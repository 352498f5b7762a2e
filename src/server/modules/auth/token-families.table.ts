import type { Generated, Selectable } from 'kysely';

/**
 * Row of `token_families`: one sign-in and the tokens descended from it (migration 0018). Only the
 * refresh token numbered `generation` works; `revokedAt` ends every token of the family.
 */
export interface TokenFamiliesTable {
  id: Generated<number>;
  playerId: number;
  generation: Generated<number>;
  createdAt: number;
  /** When the family's newest tokens expire (epoch ms): the row can go after it. */
  expiresAt: number;
  revokedAt: number | null;
  revokedReason: 'SIGN_OUT' | 'REUSE' | null;
}

export type TokenFamilyRow = Selectable<TokenFamiliesTable>;
