// The pieces of the multi-instance suite (run.mjs): a fresh PostgreSQL database, app instances
// (the built server, dist/server/server.js), and Debian's nginx running deploy/nginx/app.conf.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `check` answers true, or fails after `ms`. */
export async function until(what, check, ms = 20_000, every = 100) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(every);
  }
}

/** A database of its own on the test PostgreSQL server; `drop()` removes it. */
export async function freshDatabase(serverUrl) {
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  // A test tool on node-postgres: a connection cut while idle (a fault test restarting PostgreSQL) must not end the run.
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
  return {
    url,
    async query(text, values) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      client.on('error', () => {});
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** One app instance on `port`; `start()` again after it stopped (same port, same environment). */
export class Instance {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.child = undefined;
    this.exited = undefined;
    this.log = '';
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and waits until /ready answers 200 (`readyMs` at most). */
  async start(readyMs = 60_000) {
    const child = spawn(process.execPath, [...(process.env.PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROF_DIR] : []), 'dist/server/server.js'], { cwd: ROOT, env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk) => {
      if (process.env.FAULT_LOG_DIR) appendFileSync(path.join(process.env.FAULT_LOG_DIR, `${this.name}.log`), chunk);
      this.log = (this.log + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await until(`${this.name} ready`, async () => (await fetch(`${this.url}/ready`)).ok, readyMs, 200).catch((error) => {
      throw new Error(`${error.message}\n${this.log}`);
    });
  }

  /** SIGKILL: no goodbye. */
  async kill() {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM: drains and exits. */
  async stop() {
    this.child.kill('SIGTERM');
    return this.exited;
  }
}

/** Debian's nginx with deploy/nginx/app.conf on `port`, in front of `instances`. */
export async function startNginx(port, instances) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-'));
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/app.conf'), 'utf8');
  if (!/listen 80;/.test(site)) throw new Error('deploy/nginx/app.conf no longer says "listen 80;": update e2e/cluster/cluster.mjs');
  writeFileSync(path.join(prefix, 'app.conf'), site.replace('listen 80;', `listen 127.0.0.1:${port};`));
  const servers = instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=3s;`).join('\n');
  // The idle connections kept to the instances: deploy/nginx/upstream.conf's, so the two cannot drift.
  const keepalive = /keepalive (\d+);/.exec(readFileSync(path.join(ROOT, 'deploy/nginx/upstream.conf'), 'utf8'))?.[1];
  if (!keepalive) throw new Error('deploy/nginx/upstream.conf no longer says "keepalive <n>;": update e2e/cluster/cluster.mjs');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream app {
    least_conn;
${servers}
    keepalive ${keepalive};
  }
  include ${prefix}/app.conf;
}
`,
  );
  const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => {
    try {
      readFileSync(p);
      return true;
    } catch {
      return false;
    }
  });
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const child = spawn(nginxBin, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await until('nginx', async () => (await fetch(`${url}/health`)).ok, 10_000);
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
