import { sql } from 'kysely';
import { freePort, TestCluster } from '../../testing/pg-clusters.js';
import { TEST_DATABASE_URL, usingPostgres } from '../../testing/test-app.js';
import { type DatabaseHandle, openDatabase } from '../database.js';
import { hostsOf, unixSocket } from '../postgres-lanes.js';

// PostgreSQL connections that die, and DATABASE_URLs naming several hosts (issue 48): on clusters of
// this suite's own (a primary and its synchronous standby, made with pg_basebackup), never the
// shared one.

const suite = usingPostgres() ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The port of the server a handle's connection reached, and whether it takes writes there. */
async function where(handle: DatabaseHandle): Promise<{ port: number; writes: boolean }> {
  return handle.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ port: number; readOnly: string }>`select inet_server_port() as port, current_setting('transaction_read_only') as read_only`.execute(trx);
    return { port: rows[0]!.port, writes: rows[0]!.readOnly === 'off' };
  });
}

/** Retries `what` until it succeeds or `ms` pass; the time it took. */
async function within<T>(ms: number, what: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  for (;;) {
    try {
      return { value: await what(), ms: Date.now() - start };
    } catch (error) {
      if (Date.now() - start > ms) throw error;
      await sleep(100);
    }
  }
}

describe('hosts of a DATABASE_URL', () => {
  it('are read in order, libpq style, with their ports (5432 when none)', () => {
    expect(hostsOf('postgres://app:p%40ss@db1.local:5435,db2.local,[::1]:5436/game?target_session_attrs=read-write')).toEqual([
      { host: 'db1.local', port: 5435 },
      { host: 'db2.local', port: 5432 },
      { host: '::1', port: 5436 },
    ]);
  });
});

suite('PostgreSQL hosts and connections that die', () => {
  const tag = `drv${process.pid}`;
  let primary: TestCluster;
  let standby: TestCluster;
  const handles: DatabaseHandle[] = [];
  const open = (url: string) => {
    const handle = openDatabase({ url, pgPoolSize: 4 });
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    primary = await TestCluster.create(`${tag}p`);
    primary.psql('create table marks (name text primary key)');
    standby = await TestCluster.standbyOf(primary, `${tag}s`, true);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
    primary?.drop();
    standby?.drop();
  }, 60_000);

  it('replaces pooled connections the server ended (pg_terminate_backend, a restart), idle or in a transaction, and the process goes on', async () => {
    const handle = open(primary.url());
    const write = (name: string) => sql`insert into marks (name) values (${name})`.execute(handle.db);
    await Promise.all(['a1', 'a2', 'a3', 'a4'].map(write));
    // Every connection of the app ended while idle: the next statements run on new ones.
    primary.psql("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'prediction-rounds'");
    await sleep(200);
    await Promise.all(['b1', 'b2', 'b3', 'b4'].map(write));
    // Ended in the middle of a transaction: that transaction fails, nothing of it is kept, and
    // nothing after runs in it or outside it.
    const cut = handle.db.transaction().execute(async (trx) => {
      await sql`insert into marks (name) values ('c1')`.execute(trx);
      primary.psql("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'prediction-rounds'");
      await sleep(200);
      await sql`insert into marks (name) values ('c2')`.execute(trx);
    });
    await expect(cut).rejects.toThrow();
    // A fast restart: connections closed under the pool, then served again without a restart of ours.
    primary.ctl('restart', '-m', 'fast');
    // Sent again until it answers: an attempt given up (its deadline passed while postgres.js waited
    // for the restarted server) may still run once the server is back, as a request answered 503 may
    // (docs/decisions/database-faults-answer-503.md), so the retried write is idempotent, as a bet's
    // Idempotency-Key makes it; the primary key shows it was kept once.
    await within(5_000, () => sql`insert into marks (name) values ('d1') on conflict do nothing`.execute(handle.db));
    const { rows } = await sql<{ name: string }>`select name from marks order by name`.execute(handle.db);
    expect(rows.map((r) => r.name)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4', 'd1']);
  }, 60_000);

  it("reaches a server by its Unix socket, named libpq's way (?host=/folder)", async () => {
    expect(unixSocket('postgres://app@localhost/game?host=/var/run/postgresql&sslmode=disable')).toEqual({ url: 'postgres://app@localhost/game?sslmode=disable', path: '/var/run/postgresql/.s.PGSQL.5432' });
    const handle = open(`postgres://postgres@localhost:${primary.port}/postgres?host=/var/run/postgresql`);
    const { rows } = await sql<{ port: number | null; setting: string }>`select inet_server_port() as port, current_setting('port') as setting`.execute(handle.db);
    // No TCP port: a Unix socket, the one of this suite's primary.
    expect(rows[0]).toEqual({ port: null, setting: String(primary.port) });
  });

  it('connects to the next host when the first refuses connections', async () => {
    const closed = await freePort();
    const shared = new URL(TEST_DATABASE_URL);
    const handle = open(`postgres://${shared.username}@127.0.0.1:${closed},${shared.hostname}:${shared.port || 5432}${shared.pathname}?target_session_attrs=read-write`);
    expect(await where(handle)).toEqual({ port: Number(shared.port || 5432), writes: true });
  });

  it('skips a standby for the host that takes writes (target_session_attrs=read-write), and follows a failover by itself', async () => {
    const handle = open(`postgres://postgres@127.0.0.1:${standby.port},127.0.0.1:${primary.port}/postgres?target_session_attrs=read-write`);
    expect(await where(handle)).toEqual({ port: primary.port, writes: true });
    // Committed on a synchronous standby: acknowledged means on both machines.
    expect((await within(10_000, async () => (primary.psql('select sync_state from pg_stat_replication') === 'sync' ? 'sync' : Promise.reject(new Error('not yet'))))).value).toBe('sync');
    await sql`insert into marks (name) values ('before failover')`.execute(handle.db);
    primary.ctl('stop', '-m', 'immediate');
    standby.ctl('promote');
    const after = await within(10_000, async () => {
      await sql`insert into marks (name) values ('after failover')`.execute(handle.db);
      return where(handle);
    });
    expect(after.value).toEqual({ port: standby.port, writes: true });
    const { rows } = await sql<{ name: string }>`select name from marks where name like '%failover' order by name`.execute(handle.db);
    expect(rows.map((r) => r.name)).toEqual(['after failover', 'before failover']);
  }, 60_000);
});
