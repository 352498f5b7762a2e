import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../db/database.js';
import { ledgerProblems } from '../ledger/index.js';
import { decryptFile, encryptFile, isEncrypted } from './backups.crypto.js';
import { SECRET_FILES } from './backups.files.js';
import { bookFigures } from './backups.manifest.js';
import { RestoreRefused } from './backups.restore.js';
import { run } from './backups.snapshot.js';

/**
 * Litestream (docs/decisions/backups.md): continuous replication of the SQLite file to BACKUP_URL
 * (file:///folder or s3://bucket/path), its WAL shipped every second. The binary comes from the npm
 * package @flydotio/litestream-linux-x64 (LITESTREAM_BIN overrides it; the container may put it on the PATH).
 */
export function litestreamBinary(env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env.LITESTREAM_BIN) return env.LITESTREAM_BIN;
  try {
    const manifest = createRequire(path.join(process.cwd(), 'index.js')).resolve(`@flydotio/litestream-${process.platform}-${process.arch === 'x64' ? 'x64' : 'arm64'}/package.json`);
    return path.join(path.dirname(manifest), 'litestream');
  } catch {
    return 'litestream';
  }
}

/** The folder of a file:// replica URL; undefined for other schemes. */
export function fileReplicaPath(url: string): string | undefined {
  return url.startsWith('file://') ? fileURLToPath(url) : undefined;
}

/** Where the secrets go beside a file:// replica (Litestream copies only the database). */
function secretsFolder(url: string): string | undefined {
  const dir = fileReplicaPath(url);
  return dir ? path.join(dir, 'secrets') : undefined;
}

/**
 * Copies DATA_DIR's secrets beside a file:// replica (encrypted with BACKUP_KEY when set), so that a
 * restore from it gets them back. Against an S3 replica they are not copied: that deployment keeps
 * them in its environment or in its snapshots (docs/operations.md).
 */
export async function copySecretsBesideReplica(url: string, dataDir: string, key: string | undefined): Promise<void> {
  const dir = secretsFolder(url);
  if (!dir) return;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const s of SECRET_FILES) {
    const from = path.join(dataDir, s.file);
    if (!existsSync(from)) continue;
    const to = path.join(dir, s.file);
    if (key) await encryptFile(from, `${to}.tmp`, key);
    else copyFileSync(from, `${to}.tmp`);
    renameSync(`${to}.tmp`, to);
  }
}

/** Litestream's configuration for the database at `file`, replicated to `url`; `metricsAddr` for its Prometheus endpoint. */
export function litestreamConfig(file: string, url: string, metricsAddr: string): string {
  const replica = fileReplicaPath(url) ? `path: ${JSON.stringify(fileReplicaPath(url))}` : `url: ${JSON.stringify(url)}`;
  return `addr: ${JSON.stringify(metricsAddr)}
dbs:
  - path: ${JSON.stringify(file)}
    replicas:
      - ${replica}
        sync-interval: 1s
`;
}

export interface Supervisor {
  /** Litestream's own Prometheus endpoint (the replica's position is read from it). */
  readonly metricsUrl: string;
  /** Times it was started again after it died. */
  restarts(): number;
  stop(): Promise<void>;
}

/**
 * Runs `litestream replicate` beside the server and starts it again (after a second) whenever it
 * exits; stopped with the server. Its output goes to the server's stderr with a prefix.
 */
export function superviseLitestream(options: { file: string; url: string; metricsPort: number; log: (line: string) => void }): Supervisor {
  const configFile = path.join(os.tmpdir(), `litestream-${process.pid}-${randomBytes(4).toString('hex')}.yml`);
  const addr = `127.0.0.1:${options.metricsPort}`;
  writeFileSync(configFile, litestreamConfig(options.file, options.url, addr), { mode: 0o600 });
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    child = spawn(litestreamBinary(), ['replicate', '-config', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) options.log(line);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.once('error', (error) => options.log(`litestream could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      restarts += 1;
      options.log(`litestream exited (${signal ?? code}); starting it again in 1 s`);
      timer = setTimeout(start, 1000);
    });
  };
  start();
  return {
    metricsUrl: `http://${addr}/metrics`,
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      const running = child;
      if (!running) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
        setTimeout(() => running.kill('SIGKILL'), 5000).unref();
      });
      rmSync(configFile, { force: true });
    },
  };
}

/**
 * `restore --from BACKUP_URL [--at TIME]`: Litestream's restore into a folder beside DATA_DIR, the
 * secrets kept beside a file:// replica, SQLite's integrity check and the books; then renamed into
 * the empty (or absent) DATA_DIR.
 */
export async function restoreFromReplica(url: string, target: { dataDir: string; key: string | undefined; at: string | undefined }): Promise<string> {
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length) {
    throw new RestoreRefused(`DATA_DIR (${target.dataDir}) is not empty: restore only into an empty or new folder (move the old one aside first)`);
  }
  const staging = path.join(path.dirname(target.dataDir), `.restore-${path.basename(target.dataDir)}-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    const file = path.join(staging, 'app.sqlite');
    const at = target.at ? new Date(target.at).toISOString() : undefined;
    try {
      await run(litestreamBinary(), ['restore', '-o', file, ...(at ? ['-timestamp', at] : []), url]);
    } catch (error) {
      throw new RestoreRefused(`Litestream could not restore from ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Litestream leaves its temporary file's shared memory behind.
    for (const name of readdirSync(staging)) if (name.startsWith('app.sqlite.tmp')) rmSync(path.join(staging, name));
    const secrets = secretsFolder(url);
    const restoredSecrets: string[] = [];
    for (const s of SECRET_FILES) {
      const from = secrets && path.join(secrets, s.file);
      if (!from || !existsSync(from)) continue;
      if (isEncrypted(from)) {
        if (!target.key) throw new RestoreRefused('the secrets beside the replica are encrypted: set BACKUP_KEY to the key they were written with');
        await decryptFile(from, path.join(staging, s.file), target.key);
      } else copyFileSync(from, path.join(staging, s.file));
      restoredSecrets.push(s.file);
    }
    const handle = openDatabase({ sqliteFile: file });
    let summary: string;
    try {
      const integrity = handle.sqlite!.pragma('integrity_check') as { integrity_check: string }[];
      if (integrity[0]?.integrity_check !== 'ok') throw new RestoreRefused(`the restored database fails SQLite's integrity check: ${JSON.stringify(integrity.slice(0, 5))}`);
      const problems = await ledgerProblems(handle.db);
      if (problems.length) throw new RestoreRefused(`the restored books do not balance:\n  ${problems.join('\n  ')}`);
      const figures = await bookFigures(handle.db as never);
      const last = figures.lastLedgerEntry;
      summary = [
        `Restored from ${url}${at ? ` as it was at ${at}` : ''} into ${target.dataDir}.`,
        `  schema: ${figures.schemaVersion ?? 'none'}`,
        ...Object.entries(figures.counts).map(([table, n]) => `  ${table}: ${n}`),
        `  last ledger entry: ${last ? `#${last.id} ${last.kind} ${last.delta} at ${new Date(last.createdAt).toISOString()}` : 'none'}`,
        `  ledger sum: ${figures.ledgerSum}; integrity and books checked.`,
        `  secrets restored: ${restoredSecrets.join(', ') || 'none (set JWT_SECRET, FAIRNESS_SECRET, VAPID_* as before, or restore them from a snapshot)'}`,
      ].join('\n');
      handle.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      await handle.close();
    }
    if (existsSync(target.dataDir)) rmSync(target.dataDir, { recursive: true });
    renameSync(staging, target.dataDir);
    return summary;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
