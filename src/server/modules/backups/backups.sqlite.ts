import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

/**
 * `VACUUM INTO` on a connection of its own in a worker thread: a consistent copy of the database as
 * of the read transaction it runs in (bets keep committing beside it, in the WAL), compacted, and
 * never on the event loop that serves requests (a copy of a 1M-bet database takes seconds).
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true });
db.pragma('busy_timeout = 5000');
try {
  db.prepare('vacuum into ?').run(workerData.target);
  parentPort.postMessage({ ok: true });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error) });
} finally {
  db.close();
}
`;

export function vacuumInto(file: string, target: string): Promise<void> {
  const driver = createRequire(path.join(process.cwd(), 'index.js')).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: { file, target, driver } });
    worker.once('message', (result: { ok: boolean; message?: string }) => (result.ok ? resolve() : reject(new Error(`VACUUM INTO failed: ${result.message}`))));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`VACUUM INTO worker exited with ${code}`))));
  });
}

/** A bare Kysely (no name mapping) on a SQLite file, for the figures of a copy. */
export function bareSqlite(file: string, readonly = true): { db: Kysely<unknown>; sqlite: SQLite.Database } {
  const sqlite = new SQLite(file, { readonly });
  return { db: new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) }), sqlite };
}
