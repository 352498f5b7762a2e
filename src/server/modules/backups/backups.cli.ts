import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openConfiguredDatabase } from '../../db/database.js';
import { BackupKeyError } from './backups.crypto.js';
import { restoreFromReplica } from './backups.litestream.js';
import { RestoreRefused, restoreSnapshot } from './backups.restore.js';
import { takeSnapshot } from './backups.snapshot.js';

// `npm run admin -- backup DIR | restore PATH | restore --from BACKUP_URL [--at TIME]`
// (docs/operations.md, "Backups"). Restore reads only DATA_DIR, DATABASE_URL and BACKUP_KEY from the
// environment, never the server's whole configuration: loading it would write new secrets into the
// DATA_DIR that must stay empty.

export const BACKUP_USAGE = `  backup DIR             a consistent snapshot while the server runs, into a new folder under DIR
                         (database, uploads on disk, secrets, manifest); prints its path
  restore PATH           put a snapshot back into an empty DATA_DIR (SQLite) or an empty database
                         (DATABASE_URL); checks integrity and the books, prints what it restored
  restore --from URL [--at TIME]
                         SQLite: restore from the continuous replica (BACKUP_URL), optionally as it
                         was at TIME (ISO 8601, e.g. 2026-11-28T21:00:00Z)`;

export interface CommandResult {
  readonly output: string;
  readonly status: number;
}

type Env = Readonly<Record<string, string | undefined>>;

function environmentSecrets(env: Env): string[] {
  return ['JWT_SECRET', 'FAIRNESS_SECRET', 'FAIRNESS_SECRET_FILE', 'VAPID_PRIVATE_KEY', 'FAIRNESS_PREVIOUS_SECRETS'].filter((name) => env[name]);
}

async function backup(dir: string, env: Env): Promise<CommandResult> {
  const config = loadConfig(env);
  const database = openConfiguredDatabase(config);
  try {
    const snapshot = await takeSnapshot({
      database,
      sqliteFile: path.join(config.dataDir, 'app.sqlite'),
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      dir: path.resolve(dir),
      key: env.BACKUP_KEY || undefined,
      secretsFromEnvironment: environmentSecrets(env),
    });
    const m = snapshot.manifest;
    const warnings = m.secretsFromEnvironment.length ? `\nNot in the snapshot (they come from the environment; keep them safe elsewhere): ${m.secretsFromEnvironment.join(', ')}` : '';
    return { output: `${snapshot.folder}${warnings}`, status: 0 };
  } finally {
    await database.close();
  }
}

/** Runs a backup command; undefined when `args` is not one (the caller tries its other commands). */
export async function runBackupCommand(args: readonly string[], env: Env = process.env, cwd = process.cwd()): Promise<CommandResult | undefined> {
  const [command, ...rest] = args;
  if (command !== 'backup' && command !== 'restore') return undefined;
  const usage = { output: `Usage: npm run admin -- <command>\n${BACKUP_USAGE}`, status: 1 };
  try {
    if (command === 'backup') return rest.length === 1 ? await backup(rest[0]!, env) : usage;
    const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
    const key = env.BACKUP_KEY || undefined;
    if (rest[0] === '--from') {
      const url = rest[1];
      const at = rest[2] === '--at' ? rest[3] : undefined;
      if (!url || (rest.length !== 2 && !(rest.length === 4 && at))) return usage;
      if (env.DATABASE_URL) return { output: 'Not restored: restore --from is for SQLite (Litestream replicates the SQLite file); DATABASE_URL is set.', status: 1 };
      if (at !== undefined && Number.isNaN(Date.parse(at))) return { output: `Not restored: --at must be a time such as 2026-11-28T21:00:00Z, got "${at}".`, status: 1 };
      return { output: await restoreFromReplica(url, { dataDir, key, at }), status: 0 };
    }
    if (rest.length !== 1) return usage;
    const restored = await restoreSnapshot(path.resolve(cwd, rest[0]!), { dataDir, databaseUrl: env.DATABASE_URL || undefined, key });
    return { output: restored.summary, status: 0 };
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof BackupKeyError) return { output: `Not restored, nothing changed: ${error.message}`, status: 1 };
    throw error;
  }
}
