import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, SERVING_CHECKPOINT_PAGES } from '../database.js';
import { usingPostgres } from '../../testing/test-app.js';

// SQLite only: PostgreSQL checkpoints by itself.
const maybe = usingPostgres() ? describe.skip : describe;

maybe('SQLite checkpoints off the event loop', () => {
  it('copies the WAL into the database file from a worker, while the serving connection never checkpoints', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ckpt-')), 'app.sqlite');
    const handle = openDatabase({ sqliteFile: file });
    try {
      // The serving connection checkpoints only far past what a test writes: what moves 2,000 pages is the worker.
      expect(SERVING_CHECKPOINT_PAGES).toBeGreaterThanOrEqual(20_000);
      expect(handle.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(SERVING_CHECKPOINT_PAGES);
      await sql`create table filler (id integer primary key, body text)`.execute(handle.db);
      const before = statSync(file).size;
      // About 2,000 pages, far below the serving connection's own threshold.
      for (let i = 0; i < 40; i++) {
        await handle.db.transaction().execute(async (trx) => {
          for (let j = 0; j < 50; j++) await sql`insert into filler (body) values (${'x'.repeat(3500)})`.execute(trx);
        });
      }
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(4_000_000);
      await new Promise((r) => setTimeout(r, 2_500));
      expect(statSync(file).size - before).toBeGreaterThan(4_000_000);
    } finally {
      await handle.close();
    }
  });

  it("keeps a script whose last await is the database's close alive until the worker has stopped: it ends with code 0, not 13", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ckpt-'));
    const script = path.join(folder, 'close.mts');
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(path.resolve('src/server/db/database.ts'))};
const handle = openDatabase({ sqliteFile: ${JSON.stringify(path.join(folder, 'app.sqlite'))} });
await handle.close();
console.log('closed');
`,
    );
    // From the project's folder, where the worker finds the driver (as the server does).
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), encoding: 'utf8', timeout: 30_000 });
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: 'closed' });
  });
});
