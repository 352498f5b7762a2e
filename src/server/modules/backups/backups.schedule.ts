import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackupConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { SNAPSHOT_PATTERN, takeSnapshot } from './backups.snapshot.js';

export interface ScheduleOptions {
  readonly database: Pick<DatabaseHandle, 'db' | 'dialect'>;
  readonly sqliteFile: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly backup: BackupConfig & { readonly dir: string };
  readonly secretsFromEnvironment: readonly string[];
  readonly log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The snapshot itself (tests replace it on PostgreSQL, where pg_dump would copy the whole test database). */
  readonly take?: typeof takeSnapshot;
}

export const HOLDER = `${os.hostname()}:${process.pid}`;

/**
 * Scheduled snapshots (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP). Time is cut into slots of
 * BACKUP_EVERY; the instance whose insert of a slot's row into `backup_runs` succeeds (the slot is
 * unique) takes that slot's snapshot, every other instance skips it. A run that dies leaves its
 * slot RUNNING and the next slot takes the next snapshot. After a good one, the snapshots of
 * BACKUP_DIR beyond the newest BACKUP_KEEP are deleted.
 */
export async function runDueSnapshot(options: ScheduleOptions, now: number): Promise<'taken' | 'taken elsewhere' | 'failed'> {
  const db = options.database.db;
  const slot = Math.floor(now / options.backup.everyMs);
  const claimed = await db
    .insertInto('backupRuns')
    .values({ slot, holder: HOLDER, startedAt: now, status: 'RUNNING', finishedAt: null, folder: null, error: null })
    .onConflict((oc) => oc.column('slot').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return 'taken elsewhere';
  try {
    const snapshot = await (options.take ?? takeSnapshot)({
      database: options.database,
      sqliteFile: options.sqliteFile,
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      dir: options.backup.dir,
      key: options.backup.key,
      secretsFromEnvironment: options.secretsFromEnvironment,
      now: new Date(now),
    });
    await db.updateTable('backupRuns').set({ status: 'DONE', finishedAt: Date.now(), folder: snapshot.folder }).where('id', '=', claimed.id).execute();
    const removed = pruneSnapshots(options.backup.dir, options.backup.keep);
    options.log.info({ folder: snapshot.folder, tookMs: snapshot.manifest.tookMs, removed }, 'backup snapshot taken');
    return 'taken';
  } catch (err) {
    await db.updateTable('backupRuns').set({ status: 'FAILED', finishedAt: Date.now(), error: String(err).slice(0, 2000) }).where('id', '=', claimed.id).execute();
    options.log.error({ err }, 'backup snapshot failed');
    return 'failed';
  }
}

/** Deletes the snapshots of `dir` beyond the newest `keep` (and partial ones more than a day old); answers the folders removed. */
export function pruneSnapshots(dir: string, keep: number): string[] {
  const names = readdirSync(dir).filter((n) => SNAPSHOT_PATTERN.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) rmSync(path.join(dir, name), { recursive: true, force: true });
  return old;
}

/** When the last good snapshot finished (epoch ms), on any instance; undefined when none has. */
export async function lastGoodSnapshotAt(db: DatabaseHandle['db']): Promise<number | undefined> {
  const row = await db.selectFrom('backupRuns').select((eb) => eb.fn.max('finishedAt').as('at')).where('status', '=', 'DONE').executeTakeFirst();
  return row?.at == null ? undefined : Number(row.at);
}
