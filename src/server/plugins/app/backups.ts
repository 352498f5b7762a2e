import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { copySecretsBesideReplica, lastGoodSnapshotAt, ReplicaWatch, runDueSnapshot, superviseLitestream, type Supervisor } from '../../modules/backups/index.js';

/** What /ready's body tells of the backups (docs/operations.md, "Backups"). */
export interface BackupState {
  readonly replica?: { readonly url: string; readonly positionAgeSeconds: number; readonly problem?: string };
  readonly snapshots?: { readonly dir: string; readonly lastGoodAt: string | null; readonly ageSeconds: number | null };
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: { state(): Promise<BackupState | undefined> };
  }
}

/** How often Litestream's position is read, and how often a due snapshot is looked for. */
const REPLICA_POLL_MS = 1000;
const SCHEDULE_POLL_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Litestream lines worth the server's log: warnings and errors, a new generation (a full copy); not the second-by-second segments. */
const WORTH_LOGGING = /level=(WARN|ERROR)|new generation|exited|could not start/;

/**
 * Backups while the server runs (modules/backups): with BACKUP_URL on SQLite, Litestream beside the
 * server (started again when it dies) and its position's age; with BACKUP_DIR, scheduled snapshots,
 * one instance per BACKUP_EVERY slot. Both as metrics and in /ready's body.
 */
export default fp(
  async function backups(app: FastifyInstance, opts: { config: Config; run: boolean }) {
    const { backup, dataDir, databaseUrl } = opts.config;
    const sqliteFile = path.join(dataDir, 'app.sqlite');
    let supervisor: Supervisor | undefined;
    let watch: ReplicaWatch | undefined;
    const timers: NodeJS.Timeout[] = [];
    let running: Promise<unknown> | undefined;

    const snapshotAge = async () => {
      const at = await lastGoodSnapshotAt(app.db);
      return { at, ageSeconds: at === undefined ? null : Math.max(0, (Date.now() - at) / 1000) };
    };
    app.decorate('backups', {
      state: async (): Promise<BackupState | undefined> => {
        if (!watch && !backup.dir) return undefined;
        const state: { replica?: BackupState['replica']; snapshots?: BackupState['snapshots'] } = {};
        if (watch && backup.url) state.replica = { url: backup.url, positionAgeSeconds: Math.round(watch.ageSeconds(Date.now()) * 10) / 10, ...(watch.problem ? { problem: watch.problem } : {}) };
        if (backup.dir) {
          const { at, ageSeconds } = await snapshotAge();
          state.snapshots = { dir: backup.dir, lastGoodAt: at === undefined ? null : new Date(at).toISOString(), ageSeconds: ageSeconds === null ? null : Math.round(ageSeconds) };
        }
        return state;
      },
    });
    if (!opts.run) return;

    if (backup.dir) {
      app.metrics.onScrape(async () => {
        const { ageSeconds } = await snapshotAge();
        // No snapshot yet: as old as the process (the alert fires if none comes in time).
        app.metrics.backupSnapshotAge.set(ageSeconds ?? process.uptime());
        app.metrics.backupSnapshotInterval.set(backup.everyMs / 1000);
      });
    }

    app.addHook('onReady', async () => {
      if (backup.url && app.dialect === 'sqlite') {
        await copySecretsBesideReplica(backup.url, dataDir, backup.key);
        supervisor = superviseLitestream({
          file: sqliteFile,
          url: backup.url,
          metricsPort: await freePort(),
          log: (line) => {
            if (WORTH_LOGGING.test(line)) app.log.warn({ litestream: line }, 'litestream');
          },
        });
        watch = new ReplicaWatch(supervisor.metricsUrl, Date.now());
        const poll = () => void watch!.poll(Date.now()).then(() => app.metrics.backupReplicaLag.set(watch!.ageSeconds(Date.now())));
        timers.push(setInterval(poll, REPLICA_POLL_MS));
        app.metrics.onScrape(() => {
          app.metrics.backupReplicaLag.set(watch!.ageSeconds(Date.now()));
          app.metrics.backupReplicatorRestarts.set(supervisor!.restarts());
        });
      }
      if (backup.dir) {
        const dir = backup.dir;
        const secretsFromEnvironment = ['JWT_SECRET', 'FAIRNESS_SECRET', 'FAIRNESS_SECRET_FILE', 'VAPID_PRIVATE_KEY'].filter((n) => process.env[n]);
        const due = () => {
          running ??= runDueSnapshot(
            { database: { db: app.db, dialect: app.dialect }, sqliteFile, databaseUrl, dataDir, backup: { ...backup, dir }, secretsFromEnvironment, log: app.log },
            Date.now(),
          )
            .catch((err: unknown) => app.log.error({ err }, 'backup schedule failed'))
            .finally(() => {
              running = undefined;
            });
        };
        due();
        timers.push(setInterval(due, Math.min(SCHEDULE_POLL_MS, backup.everyMs / 2)));
      }
    });
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await running;
    });
    app.addHook('onClose', async () => {
      await supervisor?.stop();
    });
  },
  { name: 'backups', dependencies: ['db', 'metrics'] },
);
