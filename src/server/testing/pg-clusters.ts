import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';

// PostgreSQL clusters of a test's own, on free ports (stack notes 11): never the shared one.

const VERSION = '15';

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export class TestCluster {
  constructor(
    readonly name: string,
    readonly port: number,
  ) {}

  get dataDir(): string {
    return `/var/lib/postgresql/${VERSION}/${this.name}`;
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** A new cluster, trusting local connections (replication too), started. */
  static async create(name: string): Promise<TestCluster> {
    const cluster = new TestCluster(name, await freePort());
    run('pg_createcluster', [VERSION, name, '--port', String(cluster.port), '--', '--auth=trust']);
    cluster.ctl('start');
    return cluster;
  }

  /** A streaming standby of `primary` (pg_basebackup), started; synchronous when asked. */
  static async standbyOf(primary: TestCluster, name: string, synchronous: boolean): Promise<TestCluster> {
    const standby = new TestCluster(name, await freePort());
    run('pg_createcluster', [VERSION, name, '--port', String(standby.port), '--', '--auth=trust']);
    rmSync(standby.dataDir, { recursive: true, force: true });
    run('su', ['postgres', '-c', `pg_basebackup -h 127.0.0.1 -p ${primary.port} -U postgres -D ${standby.dataDir} -R -X stream`]);
    standby.ctl('start');
    if (synchronous) {
      primary.psql("alter system set synchronous_standby_names = '*'");
      primary.psql('select pg_reload_conf()');
    }
    return standby;
  }

  ctl(action: 'start' | 'stop' | 'restart' | 'promote', ...args: string[]): void {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, this.name, action, ...args]);
  }

  psql(statement: string): string {
    return run('psql', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', '-d', 'postgres', '-Atc', statement]).trim();
  }

  drop(): void {
    try {
      run('pg_dropcluster', ['--stop', VERSION, this.name]);
    } catch {
      // Already gone.
    }
  }
}
