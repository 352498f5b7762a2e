import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDuration } from '../../../config.js';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { freshDatabase, usingPostgres } from '../../../testing/test-app.js';
import { BackupKeyError, decryptFile, encryptFile } from '../backups.crypto.js';
import { lastGoodSnapshotAt, runDueSnapshot, type ScheduleOptions } from '../backups.schedule.js';
import { snapshotName, type takeSnapshot } from '../backups.snapshot.js';

const quiet = { info: () => undefined, error: () => undefined };

describe('backups', () => {
  let database: DatabaseHandle;
  let dir: string;

  beforeEach(async () => {
    database = await freshDatabase();
    await migrateToLatest(database.db as never, database.schema);
    dir = mkdtempSync(path.join(os.tmpdir(), 'backups-test-'));
  });

  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function schedule(keep: number): ScheduleOptions {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'fairness-secret'), 'f'.repeat(64));
    return {
      database,
      // The test database is a file of freshDatabase's own on SQLite.
      sqliteFile: (database.sqlite as { name: string } | undefined)?.name ?? '',
      databaseUrl: undefined,
      dataDir,
      backup: { url: undefined, dir: path.join(dir, 'snapshots'), everyMs: 60_000, keep, key: undefined },
      secretsFromEnvironment: [],
      log: quiet,
      // pg_dump would copy the whole shared test database: on PostgreSQL a folder stands for the snapshot.
      ...(usingPostgres()
        ? {
            take: async (o: Parameters<typeof takeSnapshot>[0]) => {
              const folder = path.join(o.dir, snapshotName(o.now ?? new Date()));
              mkdirSync(folder, { recursive: true });
              return { folder, manifest: {} as never };
            },
          }
        : {}),
    };
  }

  it('takes one snapshot per BACKUP_EVERY slot however many instances try at once, and tells its time to all', async () => {
    const options = schedule(7);
    mkdirSync(options.backup.dir, { recursive: true });
    const now = Date.now();
    const outcomes = await Promise.all([runDueSnapshot(options, now), runDueSnapshot(options, now + 1), runDueSnapshot(options, now + 2)]);
    expect(outcomes.sort()).toEqual(['taken', 'taken elsewhere', 'taken elsewhere']);
    expect(readdirSync(options.backup.dir).filter((n) => n.startsWith('backup-'))).toHaveLength(1);
    expect(await lastGoodSnapshotAt(database.db)).toBeGreaterThanOrEqual(now);
    // The next slot is the next snapshot's.
    expect(await runDueSnapshot(options, now + 60_000)).toBe('taken');
  });

  it('keeps the newest BACKUP_KEEP snapshots and deletes the older ones', async () => {
    const options = schedule(2);
    mkdirSync(options.backup.dir, { recursive: true });
    const start = Math.floor(Date.now() / 60_000) * 60_000;
    for (let i = 0; i < 4; i++) expect(await runDueSnapshot(options, start + i * 60_000)).toBe('taken');
    expect(readdirSync(options.backup.dir).sort()).toEqual([snapshotName(new Date(start + 120_000)), snapshotName(new Date(start + 180_000))]);
  });

  it('records a failed snapshot as failed: it is not the last good one', async () => {
    const options = { ...schedule(2), take: async () => Promise.reject(new Error('disk full')) };
    expect(await runDueSnapshot(options, Date.now())).toBe('failed');
    expect(await lastGoodSnapshotAt(database.db)).toBeUndefined();
  });
});

describe('BACKUP_KEY encryption', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'backups-crypto-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('decrypts with the same key only, and refuses a changed byte', async () => {
    const plain = path.join(dir, 'plain');
    writeFileSync(plain, Buffer.alloc(200_000, 7));
    await encryptFile(plain, path.join(dir, 'sealed'), 'the-key');
    expect(readFileSync(path.join(dir, 'sealed')).includes(Buffer.alloc(64, 7))).toBe(false);
    await decryptFile(path.join(dir, 'sealed'), path.join(dir, 'out'), 'the-key');
    expect(readFileSync(path.join(dir, 'out')).equals(readFileSync(plain))).toBe(true);
    await expect(decryptFile(path.join(dir, 'sealed'), path.join(dir, 'out2'), 'another-key')).rejects.toBeInstanceOf(BackupKeyError);
    const bytes = readFileSync(path.join(dir, 'sealed'));
    bytes.writeUInt8(bytes.readUInt8(100_000) ^ 1, 100_000);
    writeFileSync(path.join(dir, 'changed'), bytes);
    await expect(decryptFile(path.join(dir, 'changed'), path.join(dir, 'out3'), 'the-key')).rejects.toBeInstanceOf(BackupKeyError);
  });
});

describe('BACKUP_EVERY', () => {
  it('reads 6h, 15m and 30s, and refuses what is not a duration', () => {
    expect(parseDuration('BACKUP_EVERY', '6h')).toBe(6 * 3_600_000);
    expect(parseDuration('BACKUP_EVERY', '15m')).toBe(900_000);
    expect(parseDuration('BACKUP_EVERY', '30s')).toBe(30_000);
    expect(() => parseDuration('BACKUP_EVERY', 'often')).toThrow(/BACKUP_EVERY must be a duration/);
    expect(() => parseDuration('BACKUP_EVERY', '0s')).toThrow();
  });
});
