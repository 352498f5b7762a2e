// What the metrics cost (issue 31): POST /v1/bets over HTTP on SQLite, 100 connections, with the
// metrics on (a listener of their own, scraped every second as Prometheus would) and with METRICS=off,
// in turns in the same run (off, on, off, on, ...) so that the machine's noise falls on both. On a
// shared machine one turn can run at half the speed of the next whatever it measures, so the figure
// is the median of the pairs' ratios (each pair: an off turn and the on turn right after it).
// Target: at most 5% apart. Run: npx tsx bench/metrics-cost.ts   (PAIRS=5, DURATION=6 seconds a turn)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { betRequests, fundedPlayers, type LoadFigures, measure, row } from './bet-load.js';
import { freePort, startServer } from './support.js';

const CONNECTIONS = 100;
const PLAYERS = 500;
const DURATION = Number(process.env.DURATION ?? 6);
const PAIRS = Number(process.env.PAIRS ?? 5);
const TOKEN = 'bench-metrics-token';

async function turn(metrics: boolean): Promise<LoadFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-metrics-'));
  const metricsPort = await freePort();
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '', AUTH_RATE_LIMIT: '100000', BET_RATE_LIMIT: '1000', ROUND_SECONDS: 'LEVEL_3:3600' };
  Object.assign(env, metrics ? { METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN } : { METRICS: 'off' });
  const { base, child } = await startServer(env);
  const tokens = await fundedPlayers(base, dataDir, PLAYERS);
  // Scrapes as Prometheus would; each one is awaited before the server goes (a scrape cut by the
  // kill would reject, and an unhandled rejection ends the bench).
  let scrapes = 0;
  let scraping: Promise<unknown> = Promise.resolve();
  const scraper = metrics
    ? setInterval(() => {
        scraping = fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
          .then((r) => r.text())
          .then(() => scrapes++);
      }, 1000)
    : undefined;
  const figures = await measure(base, betRequests(tokens), CONNECTIONS, DURATION);
  clearInterval(scraper);
  await scraping;
  if (metrics && scrapes < DURATION - 1) throw new Error(`only ${scrapes} scrapes in ${DURATION} s`);
  child.kill('SIGKILL');
  return figures;
}

const off: LoadFigures[] = [];
const on: LoadFigures[] = [];
for (let i = 0; i < PAIRS; i++) {
  off.push(await turn(false));
  on.push(await turn(true));
}
const ratios = on.map((m, i) => m.perSecond / off[i]!.perSecond).sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)]!;
console.log(`\n${CONNECTIONS} connections, ${DURATION} s a turn, ${PAIRS} pairs, ${os.cpus().length} cores, SQLite`);
off.forEach((m, i) => {
  console.log(row(`metrics off (pair ${i + 1})`, m));
  console.log(row(`metrics on  (pair ${i + 1})`, on[i]!));
});
console.log(`pairs' ratios (on / off): ${ratios.map((r) => r.toFixed(3)).join(' ')}`);
console.log(`bets/s with metrics / without, median of the pairs: ${median.toFixed(3)} (target: at least 0.95)`);
process.exit(0);
