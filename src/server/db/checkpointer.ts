import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code: its own connection to the database file, running a PASSIVE checkpoint (copy
 * the WAL back into the database, never waiting on readers or writers) at each interval.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.intervalMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop: a checkpoint writes and syncs the database file,
 * which can take long enough on a slow disk to stall every request if it runs on the connection
 * that serves them. Undefined when the driver cannot be found for a worker (then SQLite's own
 * automatic checkpoints do the work).
 */
export function startCheckpointer(file: string, intervalMs: number, onError: (message: string) => void): Checkpointer | undefined {
  let driver: string;
  try {
    driver = createRequire(path.join(process.cwd(), 'index.js')).resolve('better-sqlite3');
  } catch {
    return undefined;
  }
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, intervalMs, driver } });
  let exited = false;
  worker.on('message', (message: string) => onError(message));
  worker.on('error', (error) => onError(String(error)));
  worker.on('exit', () => {
    exited = true;
  });
  // It does not keep the process alive while it runs; its stop does, until it has exited (a script
  // whose last await is the database's close would otherwise end there, with exit code 13).
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        worker.ref();
        // Its checkpoint in progress may take a while on a big WAL: at most 2 s, then it is ended.
        const deadline = setTimeout(() => void worker.terminate(), 2000);
        worker.once('exit', () => {
          clearTimeout(deadline);
          resolve();
        });
        worker.postMessage('stop');
      }),
  };
}
