// Debian's Prometheus for the cluster suite: scrapes the instances' metrics listeners every second,
// answers PromQL over its HTTP API.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, until } from './cluster.mjs';

export const hasPrometheus = () => spawnSync('prometheus', ['--version']).status === 0;

/** A Prometheus scraping `targets` (host:port) with the bearer `token`, on a port of its own. */
export async function startPrometheus(targets, token) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-prometheus-'));
  writeFileSync(path.join(dir, 'token'), token);
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global: { scrape_interval: 1s, scrape_timeout: 1s, evaluation_interval: 1s }',
      'scrape_configs:',
      '  - job_name: lumina',
      `    authorization: { type: Bearer, credentials_file: ${path.join(dir, 'token')} }`,
      `    static_configs: [{ targets: [${targets.map((t) => `'${t}'`).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const child = spawn('prometheus', [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-5000)));
  const url = `http://127.0.0.1:${port}`;
  await until('Prometheus ready', async () => (await fetch(`${url}/-/ready`)).ok, 30_000, 200).catch((error) => {
    throw new Error(`${error.message}\n${log}`);
  });

  /** The value of an instant PromQL query that yields one number (NaN when it yields none). */
  async function query(expr) {
    const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = await res.json();
    if (body.status !== 'success') throw new Error(`PromQL ${expr}: ${JSON.stringify(body)}`);
    return body.data.result.length ? Number(body.data.result[0].value[1]) : Number.NaN;
  }

  return {
    url,
    query,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
