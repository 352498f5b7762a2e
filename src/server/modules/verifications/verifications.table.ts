import type { Generated, Selectable } from 'kysely';
import type { VerificationStatus } from '../../../shared/api/players.js';

/** Row of `verifications`: one identity-verification request and its review (made once). */
export interface VerificationsTable {
  id: Generated<number>;
  playerId: number;
  /** Stored file names (uploads.file_name), never URLs. */
  frontFile: string;
  backFile: string;
  status: Generated<VerificationStatus>;
  reason: string | null;
  reviewerId: number | null;
  reviewedAt: number | null;
  createdAt: number;
}

export type VerificationRow = Selectable<VerificationsTable>;
