import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { describe, filesUnder, sealInPlace, SECRET_FILES, store, UPLOAD_DIRS } from './backups.files.js';
import { type BookFigures, bookFigures, MANIFEST, type Manifest, type ManifestFile, writeManifest } from './backups.manifest.js';
import { bareSqlite, vacuumInto } from './backups.sqlite.js';

export interface SnapshotOptions {
  readonly database: Pick<DatabaseHandle, 'db' | 'dialect'>;
  /** The SQLite file (SQLite) or the connection string pg_dump uses (PostgreSQL). */
  readonly sqliteFile?: string;
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  /** The parent folder: the snapshot is a new folder in it named by its time. */
  readonly dir: string;
  readonly key?: string | undefined;
  /** Secrets set in the environment (they are then not in DATA_DIR): named in the manifest. */
  readonly secretsFromEnvironment?: readonly string[];
  readonly now?: Date;
}

export interface Snapshot {
  readonly folder: string;
  readonly manifest: Manifest;
}

/** The folder name of a snapshot taken at `at`: sorts by time, safe on every file system. */
export function snapshotName(at: Date): string {
  return `backup-${at.toISOString().replace(/:/g, '-')}`;
}

/** Folders of `dir` holding a finished snapshot, oldest first. */
export const SNAPSHOT_PATTERN = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z$/;

export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${err.trim()}`))));
  });
}

/**
 * PostgreSQL: pg_dump (custom format) of a snapshot exported from a repeatable-read transaction,
 * and the books' figures read in that same transaction: the manifest describes exactly the dump.
 */
async function dumpPostgres(db: Kysely<unknown>, url: string, target: string): Promise<BookFigures> {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
    const figures = await bookFigures(trx);
    await run('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`]);
    return figures;
  });
}

/**
 * A consistent snapshot while the server runs and takes bets: the database (SQLite: VACUUM INTO;
 * PostgreSQL: pg_dump), the uploads on disk, the secrets of DATA_DIR, and a manifest (each file's
 * SHA-256, the money tables' row counts, the last ledger entry, the ledger's sum, the schema's
 * version). Written into a hidden folder first and renamed when complete: a folder named
 * `backup-<time>` is always a whole snapshot.
 */
export async function takeSnapshot(options: SnapshotOptions): Promise<Snapshot> {
  const at = options.now ?? new Date();
  const name = snapshotName(at);
  const folder = path.join(options.dir, name);
  const partial = path.join(options.dir, `.partial-${name}`);
  if (existsSync(folder)) throw new Error(`${folder} already exists`);
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const key = options.key;
    const started = Date.now();
    let figures: BookFigures;
    let dbName: string;
    if (options.database.dialect === 'sqlite') {
      if (!options.sqliteFile) throw new Error('the SQLite file to copy is not known');
      dbName = 'app.sqlite';
      const copy = path.join(partial, dbName);
      await vacuumInto(options.sqliteFile, copy);
      const bare = bareSqlite(copy);
      try {
        figures = await bookFigures(bare.db);
      } finally {
        await bare.db.destroy();
      }
      if (key) await sealInPlace(copy, key);
    } else {
      if (!options.databaseUrl) throw new Error('DATABASE_URL is not known');
      dbName = 'database.pgdump';
      figures = await dumpPostgres(options.database.db as unknown as Kysely<unknown>, options.databaseUrl, path.join(partial, dbName));
      if (key) await sealInPlace(path.join(partial, dbName), key);
    }
    const tookMs = Date.now() - started;
    chmodSync(path.join(partial, dbName), 0o600);
    const names = [dbName];
    for (const secret of SECRET_FILES) {
      const file = path.join(options.dataDir, secret.file);
      if (!existsSync(file)) continue;
      await store(file, partial, `secrets/${secret.file}`, key);
      names.push(`secrets/${secret.file}`);
    }
    for (const dir of UPLOAD_DIRS) {
      for (const rel of filesUnder(path.join(options.dataDir, dir))) {
        await store(path.join(options.dataDir, dir, rel), partial, `files/${dir}/${rel}`, key);
        names.push(`files/${dir}/${rel}`);
      }
    }
    const files: ManifestFile[] = [];
    for (const n of names) files.push(await describe(partial, n));
    const manifest: Manifest = {
      format: 1,
      createdAt: at.toISOString(),
      dialect: options.database.dialect,
      encrypted: Boolean(key),
      files,
      secretsFromEnvironment: options.secretsFromEnvironment ?? [],
      tookMs,
      ...figures,
    };
    writeManifest(path.join(partial, MANIFEST), manifest, key);
    renameSync(partial, folder);
    return { folder, manifest };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
