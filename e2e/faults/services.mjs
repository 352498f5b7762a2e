// The fault suite's own servers (never the shared ones: it restarts, stops and kills them): a
// PostgreSQL cluster made with Debian's pg_createcluster on a free port, an optional streaming
// standby of it, a redis-server on a free port, a small tmpfs.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { freePort, sleep, until } from '../cluster/cluster.mjs';

const VERSION = '15';
const run = (command, args, options = {}) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
// What takes seconds runs without blocking the event loop: the bets' requests and their client-side
// deadlines go on meanwhile (a pg_basebackup run with execFileSync froze them for its 150 s, and
// their answers were read as none).
const runAsync = (command, args) =>
  new Promise((resolve, reject) => execFile(command, args, { encoding: 'utf8' }, (error, stdout, stderr) => (error ? reject(Object.assign(error, { stderr })) : resolve(stdout))));
const ctl = (name, ...args) => runAsync('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, name, ...args]);

/** Whether this machine can make clusters of its own (Debian's postgresql-common, as root). */
export function canMakeClusters() {
  return process.getuid?.() === 0 && ['/usr/bin/pg_createcluster', '/usr/bin/pg_ctlcluster'].every((file) => existsSync(file));
}

/** A PostgreSQL cluster of its own on a free port; `drop()` removes it whatever its state. */
export async function makeCluster(label = 'faults') {
  const name = `${label}${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  await runAsync('pg_createcluster', [VERSION, name, '-p', String(port), '--', '--auth=trust']);
  const cluster = new Cluster(name, port);
  await cluster.start();
  await cluster.waitUp();
  return cluster;
}

export class Cluster {
  constructor(name, port) {
    this.name = name;
    this.port = port;
  }

  get dataDir() {
    return `/var/lib/postgresql/${VERSION}/${this.name}`;
  }

  url(db = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${db}`;
  }

  start() {
    return ctl(this.name, 'start');
  }

  restart(mode) {
    return ctl(this.name, 'restart', '-m', mode);
  }

  stop(mode = 'fast') {
    return ctl(this.name, 'stop', '-m', mode);
  }

  promote() {
    return ctl(this.name, 'promote');
  }

  /** The postmaster's pid and its children's (the backends, the writers...). */
  pids() {
    const pidFile = path.join(this.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return [];
    const main = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === main;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [main, ...children];
  }

  /** Sends `signal` to the postmaster and its children: SIGSTOP/SIGCONT, SIGKILL. */
  signal(signal) {
    const pids = this.pids();
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // Gone already.
      }
    }
    return pids.length;
  }

  async query(text, values, db = 'postgres') {
    const client = new pg.Client({ connectionString: this.url(db), connectionTimeoutMillis: 3000 });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  }

  async waitUp(ms = 30_000) {
    await until(`PostgreSQL ${this.name} up`, async () => (await this.query('select 1')).length === 1, ms, 200);
  }

  /**
   * A streaming standby of this cluster, in a cluster of its own (pg_basebackup), made synchronous:
   * a commit is acknowledged once the standby has it.
   */
  async makeStandby() {
    const name = `${this.name}s`;
    const port = await freePort();
    await runAsync('pg_createcluster', [VERSION, name, '-p', String(port), '--', '--auth=trust']);
    const standby = new Cluster(name, port);
    // Emptied, not removed: the folder stays the postgres user's (pg_basebackup fills an empty one).
    for (const entry of readdirSync(standby.dataDir)) rmSync(path.join(standby.dataDir, entry), { recursive: true, force: true });
    // A fast checkpoint: the default spread one took 150 s on this loaded machine.
    await runAsync('su', ['postgres', '-c', `pg_basebackup -h 127.0.0.1 -p ${this.port} -U postgres -D ${standby.dataDir} -R -X stream -c fast`]);
    await standby.start();
    await standby.waitUp();
    await this.query("ALTER SYSTEM SET synchronous_standby_names = '*'");
    await this.query('select pg_reload_conf()');
    await until('the standby synchronous', async () => (await this.query('select sync_state from pg_stat_replication'))[0]?.sync_state === 'sync', 30_000, 200);
    return standby;
  }

  drop() {
    try {
      this.signal('SIGCONT');
      run('pg_dropcluster', ['--stop', VERSION, this.name]);
    } catch {
      try {
        this.signal('SIGKILL');
        run('pg_dropcluster', [VERSION, this.name]);
      } catch {
        // Left for the operator: reported by pg_lsclusters.
      }
    }
  }
}

/** A redis-server of its own on a free port, no persistence; `stop()` / `start()` take it away and back. */
export async function makeRedis() {
  const port = await freePort();
  const redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    child: undefined,
    async start() {
      this.child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await until('redis up', async () => {
        const client = createClient({ url: this.url, socket: { reconnectStrategy: false, connectTimeout: 500 } });
        client.on('error', () => {});
        await client.connect();
        await client.quit();
        return true;
      }, 10_000);
    },
    async stop() {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}

/** A tmpfs of `mb` MiB mounted on a new folder, or the reason it cannot be (not root, no mount). */
export function mountTmpfs(mb) {
  const dir = path.join(os.tmpdir(), `faults-disk-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir);
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { error: String(error.stderr || error.message).trim() };
  }
  return {
    dir,
    /** Fills what is left with one file (dd stops at ENOSPC). */
    fill() {
      try {
        run('dd', ['if=/dev/zero', `of=${path.join(dir, 'filler')}`, 'bs=1M']);
      } catch {
        // dd exits 1 at "No space left on device": that is the point.
      }
    },
    free() {
      rmSync(path.join(dir, 'filler'), { force: true });
    },
    async unmount() {
      for (let i = 0; i < 10; i++) {
        try {
          run('umount', [dir]);
          break;
        } catch {
          await sleep(300);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
