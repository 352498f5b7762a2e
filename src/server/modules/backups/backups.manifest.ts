import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { BackupKeyError, decryptBytes, encryptBytes, MAGIC } from './backups.crypto.js';

/** The tables whose rows are money, counted in every manifest and compared after a restore. */
export const MONEY_TABLES = ['players', 'ledger_entries', 'system_balances', 'bets', 'deposits', 'withdrawals', 'rounds'] as const;

/** What the books held at the snapshot: compared after a restore, printed by it. */
export interface BookFigures {
  readonly counts: Readonly<Record<string, number>>;
  readonly lastLedgerEntry: { readonly id: number; readonly kind: string; readonly delta: number; readonly createdAt: number } | null;
  /** The sum of every ledger row's delta: 0 in books that balance. */
  readonly ledgerSum: number;
  /** The latest migration applied: the schema's version. */
  readonly schemaVersion: string | null;
}

export interface ManifestFile {
  /** Path inside the snapshot folder, with `/`. */
  readonly name: string;
  /** SHA-256 of the file as stored (encrypted when the snapshot is). */
  readonly sha256: string;
  readonly bytes: number;
}

export interface Manifest extends BookFigures {
  readonly format: 1;
  readonly createdAt: string;
  readonly dialect: 'sqlite' | 'postgres';
  readonly encrypted: boolean;
  readonly files: readonly ManifestFile[];
  /** Secrets this deployment takes from its environment: not in the snapshot, to be kept elsewhere. */
  readonly secretsFromEnvironment: readonly string[];
  /** How long the database's copy took, in ms. */
  readonly tookMs: number;
}

export const MANIFEST = 'manifest.json';

/** The figures of the books, in SQL both databases run (any Kysely: the app's or a bare one). */
export async function bookFigures(db: Kysely<unknown>): Promise<BookFigures> {
  const counts: Record<string, number> = {};
  for (const table of MONEY_TABLES) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  const last = await sql<{ id: number | string; kind: string; delta: number | string; at: number | string }>`
    select id, kind, delta, created_at as at from ledger_entries order by id desc limit 1`.execute(db);
  const sum = await sql<{ total: number | string | null }>`select sum(delta) as total from ledger_entries`.execute(db);
  const version = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  const row = last.rows[0];
  return {
    counts,
    lastLedgerEntry: row ? { id: Number(row.id), kind: row.kind, delta: Number(row.delta), createdAt: Number(row.at) } : null,
    ledgerSum: Number(sum.rows[0]?.total ?? 0),
    schemaVersion: version.rows[0]?.name ?? null,
  };
}

/** Where two sets of figures differ, in words (empty when they agree). */
export function figuresDiffer(expected: BookFigures, actual: BookFigures): string[] {
  const problems: string[] = [];
  for (const [table, n] of Object.entries(expected.counts)) {
    if (actual.counts[table] !== n) problems.push(`${table}: ${actual.counts[table]} rows, the manifest says ${n}`);
  }
  if (JSON.stringify(actual.lastLedgerEntry) !== JSON.stringify(expected.lastLedgerEntry)) {
    problems.push(`last ledger entry ${JSON.stringify(actual.lastLedgerEntry)}, the manifest says ${JSON.stringify(expected.lastLedgerEntry)}`);
  }
  if (actual.ledgerSum !== expected.ledgerSum) problems.push(`the ledger sums to ${actual.ledgerSum}, the manifest says ${expected.ledgerSum}`);
  return problems;
}

interface Stored extends Manifest {
  /** SHA-256 of the manifest's JSON without this field: a changed byte in an unencrypted manifest shows. */
  readonly digest: string;
}

function digestOf(manifest: Manifest): string {
  return createHash('sha256').update(JSON.stringify(manifest)).digest('hex');
}

export function writeManifest(file: string, manifest: Manifest, key: string | undefined): void {
  const text = Buffer.from(JSON.stringify({ ...manifest, digest: digestOf(manifest) } satisfies Stored, null, 2) + '\n');
  writeFileSync(file, key ? encryptBytes(text, key) : text, { mode: 0o600 });
}

export class ManifestError extends Error {}

/** Reads a snapshot's manifest; throws ManifestError (unreadable, changed) or BackupKeyError (key missing or wrong). */
export function readManifest(file: string, key: string | undefined): Manifest {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    throw new ManifestError(`no ${MANIFEST} in the snapshot folder: not a snapshot (npm run admin -- backup DIR writes them)`);
  }
  if (data.subarray(0, MAGIC.length).equals(MAGIC)) {
    if (!key) throw new BackupKeyError('this snapshot is encrypted: set BACKUP_KEY to the key it was taken with');
    data = decryptBytes(data, key);
  }
  let stored: Stored;
  try {
    stored = JSON.parse(data.toString('utf8')) as Stored;
  } catch {
    throw new ManifestError(`${MANIFEST} is not valid JSON: the snapshot is damaged`);
  }
  const { digest, ...manifest } = stored;
  if (digest !== digestOf(manifest)) throw new ManifestError(`${MANIFEST} does not match its own digest: the snapshot is damaged`);
  if (manifest.format !== 1) throw new ManifestError(`snapshot format ${String(manifest.format)} is not one this release reads`);
  return manifest;
}
