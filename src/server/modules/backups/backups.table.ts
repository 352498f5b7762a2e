import type { Generated } from 'kysely';

/** One scheduled snapshot: the slot of BACKUP_EVERY it took (unique: one instance per slot). */
export interface BackupRunsTable {
  id: Generated<number>;
  slot: number;
  /** Which instance took it (host and process id). */
  holder: string;
  startedAt: number;
  finishedAt: number | null;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  folder: string | null;
  error: string | null;
}
