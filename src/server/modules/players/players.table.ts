import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role, VerificationStatus } from '../../../shared/api/players.js';

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
  /** Written only by the ledger (modules/ledger), in its own SQL: not writable through Kysely. */
  balance: ColumnType<number, never, never>;
  /** How many ledger entries the player's account has: sent with the balance, so the app keeps the newest. */
  balanceVersion: ColumnType<number, never, never>;
  bankName: string | null;
  bankAccountNumber: string | null;
  bankAccountHolder: string | null;
  /** Stored file names of the ID photos (uploads.file_name); the API signs URLs for them. */
  frontId: string | null;
  backId: string | null;
  /** The latest verification request's state, mirrored from `verifications` in the same transaction. */
  verificationStatus: VerificationStatus | null;
  verificationReason: string | null;
  verificationUpdatedAt: number | null;
  refCode: string;
  referrerId: number | null;
  isUnlockMulti: Generated<number>;
  isAgent: Generated<number>;
  tokenVersion: Generated<number>;
  locked: Generated<number>;
  /** Operators: the active TOTP secret and one awaiting confirmation, both AES-GCM ciphertexts (modules/operators). */
  totpSecret: string | null;
  totpPendingSecret: string | null;
  /** The last TOTP time step (30 s) a code was accepted for: a code is never accepted twice. */
  totpLastStep: number | null;
  /** 1 after an operator set a temporary password, until the player changes it. */
  mustChangePassword: Generated<number>;
  /** Operators: when they last signed in (epoch ms); null when not since this was recorded. */
  lastSignInAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export type PlayerRow = Selectable<PlayersTable>;
