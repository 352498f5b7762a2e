import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../../db/database.js';
import { MIGRATION_NAMES } from '../../db/migrate.js';
import { ledgerProblems } from '../ledger/index.js';
import { BackupKeyError } from './backups.crypto.js';
import { fetchOut, mismatches, SECRET_FILES } from './backups.files.js';
import { bookFigures, figuresDiffer, MANIFEST, type Manifest, ManifestError, readManifest } from './backups.manifest.js';
import { run } from './backups.snapshot.js';

/** A restore refused before anything changed, with the reason an operator reads. */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly key?: string | undefined;
}

export interface Restored {
  readonly manifest: Manifest;
  readonly summary: string;
}

/** Entries of a folder (none when it does not exist). */
function entriesOf(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The snapshot's manifest, its schema known to this release, every file the bytes it names; or a refusal. */
export async function checkSnapshot(folder: string, key: string | undefined): Promise<Manifest> {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new RestoreRefused(`${folder} is not a snapshot folder`);
  let manifest: Manifest;
  try {
    manifest = readManifest(path.join(folder, MANIFEST), key);
  } catch (error) {
    if (error instanceof ManifestError || error instanceof BackupKeyError) throw new RestoreRefused(error.message);
    throw error;
  }
  if (manifest.encrypted && !key) throw new RestoreRefused('this snapshot is encrypted: set BACKUP_KEY to the key it was taken with');
  if (manifest.schemaVersion && !MIGRATION_NAMES.includes(manifest.schemaVersion)) {
    throw new RestoreRefused(`the snapshot's schema (${manifest.schemaVersion}) is newer than this release's (${MIGRATION_NAMES.at(-1)}): restore it with the release that took it, or a later one`);
  }
  const problems = await mismatches(folder, manifest.files);
  if (problems.length) throw new RestoreRefused(`the snapshot's files do not match its manifest:\n  ${problems.join('\n  ')}`);
  return manifest;
}

function describeRestored(manifest: Manifest, where: string): string {
  const last = manifest.lastLedgerEntry;
  return [
    `Restored the snapshot of ${manifest.createdAt} into ${where}.`,
    `  schema: ${manifest.schemaVersion ?? 'none'}`,
    ...Object.entries(manifest.counts).map(([table, n]) => `  ${table}: ${n}`),
    `  last ledger entry: ${last ? `#${last.id} ${last.kind} ${last.delta} at ${new Date(last.createdAt).toISOString()}` : 'none'}`,
    `  ledger sum: ${manifest.ledgerSum}; integrity and books checked.`,
    ...(manifest.secretsFromEnvironment.length ? [`  not in the snapshot (set them as before): ${manifest.secretsFromEnvironment.join(', ')}`] : []),
  ].join('\n');
}

/** The books and figures of a restored database, in words (empty when right). */
async function booksProblems(db: Kysely<unknown>, manifest: Manifest, checkLedger: (db: Kysely<unknown>) => Promise<string[]>): Promise<string[]> {
  return [...figuresDiffer(manifest, await bookFigures(db)), ...(await checkLedger(db))];
}

/** The files of the snapshot other than the database, into `dir` (DATA_DIR or the staging copy of it). */
async function restoreFiles(folder: string, manifest: Manifest, dir: string, key: string | undefined): Promise<void> {
  for (const f of manifest.files) {
    if (f.name.startsWith('secrets/')) await fetchOut(folder, f.name, path.join(dir, f.name.slice('secrets/'.length)), key);
    else if (f.name.startsWith('files/')) await fetchOut(folder, f.name, path.join(dir, f.name.slice('files/'.length)), key);
  }
}

/**
 * SQLite: into an empty (or absent) DATA_DIR. Everything is put together in a folder beside it,
 * checked (integrity, the books, the manifest's figures) and only then renamed into place: a
 * refusal or a failed check leaves DATA_DIR as it was.
 */
async function restoreSqlite(folder: string, manifest: Manifest, target: RestoreTarget): Promise<string> {
  const staging = path.join(path.dirname(target.dataDir), `.restore-${path.basename(target.dataDir)}-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { mode: 0o700 });
  try {
    const file = path.join(staging, 'app.sqlite');
    await fetchOut(folder, 'app.sqlite', file, manifest.encrypted ? target.key : undefined);
    await restoreFiles(folder, manifest, staging, manifest.encrypted ? target.key : undefined);
    const handle = openDatabase({ sqliteFile: file });
    try {
      const integrity = handle.sqlite!.pragma('integrity_check') as { integrity_check: string }[];
      if (integrity[0]?.integrity_check !== 'ok') throw new RestoreRefused(`the restored database fails SQLite's integrity check: ${JSON.stringify(integrity.slice(0, 5))}`);
      const problems = await booksProblems(handle.db as unknown as Kysely<unknown>, manifest, (db) => ledgerProblems(db as never));
      if (problems.length) throw new RestoreRefused(`the restored books are not the snapshot's:\n  ${problems.join('\n  ')}`);
      handle.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      await handle.close();
    }
    if (entriesOf(target.dataDir).length) throw new RestoreRefused(`${target.dataDir} is not empty any more: nothing restored`);
    if (existsSync(target.dataDir)) rmdirSync(target.dataDir);
    renameSync(staging, target.dataDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return target.dataDir;
}

/**
 * PostgreSQL: into an empty database (no table in any schema of its own), with pg_restore in one
 * transaction (a failure leaves the database empty); the secrets into DATA_DIR, where they must not
 * be there already with other values.
 */
async function restorePostgres(folder: string, manifest: Manifest, target: RestoreTarget, url: string): Promise<string> {
  const key = manifest.encrypted ? target.key : undefined;
  const handle = openDatabase({ url, pgPoolSize: 2 });
  const db = handle.db as unknown as Kysely<unknown>;
  const scratch = path.join(os.tmpdir(), `restore-${randomBytes(6).toString('hex')}`);
  try {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
    if (Number(rows[0]?.n) > 0) throw new RestoreRefused(`the database at DATABASE_URL is not empty (${rows[0]?.n} tables): restore only into an empty database`);
    for (const f of manifest.files.filter((x) => x.name.startsWith('secrets/') || x.name.startsWith('files/'))) {
      const rel = f.name.replace(/^(secrets|files)\//, '');
      const existing = path.join(target.dataDir, rel);
      if (!existsSync(existing)) continue;
      // A secret already there with the same value is fine; any other file would be replaced: refused.
      mkdirSync(scratch, { recursive: true, mode: 0o700 });
      const incoming = path.join(scratch, 'compare');
      await fetchOut(folder, f.name, incoming, key);
      if (!readFileSync(incoming).equals(readFileSync(existing))) throw new RestoreRefused(`${existing} exists with other content: restore into an empty DATA_DIR`);
    }
    mkdirSync(scratch, { recursive: true, mode: 0o700 });
    const dump = path.join(scratch, 'database.pgdump');
    await fetchOut(folder, 'database.pgdump', dump, key);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump]);
    const problems = await booksProblems(db, manifest, (d) => ledgerProblems(d as never));
    if (problems.length) throw new Error(`restored, but the books are not the snapshot's (the database holds what was restored; empty it before trying again):\n  ${problems.join('\n  ')}`);
    mkdirSync(target.dataDir, { recursive: true });
    for (const f of manifest.files) {
      const rel = f.name.replace(/^(secrets|files)\//, '');
      if (rel !== f.name && !existsSync(path.join(target.dataDir, rel))) await fetchOut(folder, f.name, path.join(target.dataDir, rel), key);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await handle.close();
  }
  return 'the database at DATABASE_URL';
}

/** `restore PATH`: checks the snapshot and the target, restores, checks again, and says what it restored. */
export async function restoreSnapshot(folder: string, target: RestoreTarget): Promise<Restored> {
  const resolved = path.resolve(folder);
  const isPostgres = Boolean(target.databaseUrl);
  if (!isPostgres && entriesOf(target.dataDir).length) {
    throw new RestoreRefused(`DATA_DIR (${target.dataDir}) is not empty: restore only into an empty or new folder (move the old one aside first)`);
  }
  const manifest = await checkSnapshot(resolved, target.key);
  if ((manifest.dialect === 'postgres') !== isPostgres) {
    throw new RestoreRefused(`this is a ${manifest.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} snapshot; the target is ${isPostgres ? 'PostgreSQL (DATABASE_URL is set)' : 'SQLite (DATABASE_URL is not set)'}`);
  }
  const where = isPostgres ? await restorePostgres(resolved, manifest, target, target.databaseUrl!) : await restoreSqlite(resolved, manifest, target);
  return { manifest, summary: describeRestored(manifest, where) };
}

/** Which of the secrets a restored deployment still lacks (neither in DATA_DIR nor its environment). */
export function missingSecrets(dataDir: string, env: Readonly<Record<string, string | undefined>>): string[] {
  return SECRET_FILES.filter((s) => !existsSync(path.join(dataDir, s.file)) && !env[s.env]).map((s) => s.file);
}
