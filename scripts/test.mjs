// `npm test`: the one test command. Lint, types, unit and server suites (SQLite, and PostgreSQL when
// reachable), the production build, the browser tests against the real server, then the
// backup drill (e2e/backups/drill.mjs), then the multi-instance suite (three instances behind nginx,
// when PostgreSQL, Redis and nginx are there).
// The deploy checks: the dashboard and alerts against the server's metric names, and promtool on
// deploy/prometheus (config, rules, their unit tests) when Debian's prometheus is installed.
// REQUIRE_POSTGRES=1 / REQUIRE_REDIS=1 / REQUIRE_NGINX=1 / REQUIRE_PROMETHEUS=1 (set by .ci/run) turn
// "missing" from a skip into a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import pg from 'pg';
import { createClient } from 'redis';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const skipped = [];

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisReachable(url) {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const redisState = await redisReachable(redisUrl);
if (redisState !== true) {
  if (process.env.REQUIRE_REDIS === '1') {
    console.error(`Redis is required (REQUIRE_REDIS=1) but not reachable at ${redisUrl}: ${redisState}`);
    process.exit(1);
  }
  skipped.push(`the two-instance realtime test (socket fan-out through Redis): no Redis at ${redisUrl} (${redisState}); set TEST_REDIS_URL to run it`);
}

const projects = ['server', 'client'];
const pgState = await reachable(pgUrl);
if (pgState === true) projects.push('server-pg');
else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but not reachable at ${pgUrl}: ${pgState}`);
  process.exit(1);
} else skipped.push(`server-pg (the server suites on PostgreSQL): not reachable at ${pgUrl} (${pgState}); set TEST_DATABASE_URL to run them`);

step('lint', 'npx', ['eslint', '.']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('deploy checks (dashboard and alerts against the metrics)', 'node', ['scripts/check-deploy.mjs']);
step('docs checks (decision records indexed and named rightly; architecture.md names every plugin, module, file role, table and feature)', 'node', ['scripts/check-docs.mjs']);
if (spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0) {
  const prom = 'deploy/prometheus';
  step('deploy checks (promtool)', 'sh', ['-c', `promtool check config ${prom}/prometheus.yml && promtool check rules ${prom}/alerts.yml && promtool test rules ${prom}/alerts.test.yml`]);
} else if (process.env.REQUIRE_PROMETHEUS === '1') {
  console.error('promtool is required (REQUIRE_PROMETHEUS=1) for the deploy checks: apt-get install -y prometheus');
  process.exit(1);
} else skipped.push('deploy checks (promtool on deploy/prometheus: config, rules, their unit tests): promtool not installed (apt-get install -y prometheus)');
step(`unit and server suites (${projects.join(', ')})`, 'npx', ['jest', '--selectProjects', ...projects], { TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl });
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const cluster = pgState === true && redisState === true && nginx;
if (!cluster) {
  if (process.env.REQUIRE_NGINX === '1' && !nginx) {
    console.error('nginx is required (REQUIRE_NGINX=1) for the multi-instance suite: apt-get install -y nginx');
    process.exit(1);
  }
  skipped.push(`the multi-instance suite (npm run test:cluster: three instances behind nginx on PostgreSQL and Redis): needs ${[pgState === true ? '' : 'PostgreSQL', redisState === true ? '' : 'Redis', nginx ? '' : 'nginx'].filter(Boolean).join(', ')}`);
}

step('production build', 'npm', ['run', 'build', '--silent']);
step('end-to-end in Chromium', 'npx', ['playwright', 'test']);
step(`the backup drill (snapshot and restore under a load of bets on SQLite${pgState === true ? ' and PostgreSQL' : ''}; SQLite killed and restored from its Litestream replica; refusals)`, 'node', ['e2e/backups/drill.mjs'], { TEST_DATABASE_URL: pgUrl });
// pgBackRest (deploy/pgbackrest): needs root, Debian's PostgreSQL 15 tools and pgbackrest; makes and drops a cluster of its own.
const pgbackrest = spawnSync('sh', ['-c', 'command -v pgbackrest && command -v pg_createcluster && [ "$(id -u)" = 0 ]'], { stdio: 'ignore' }).status === 0;
if (pgbackrest) step('pgBackRest: WAL archived, a full backup, a restore to a point in time (deploy/pgbackrest/check.sh)', 'sh', ['deploy/pgbackrest/check.sh']);
else skipped.push('the pgBackRest check (deploy/pgbackrest/check.sh): needs root, pgbackrest and pg_createcluster (apt-get install -y pgbackrest)');
if (cluster) step('three instances behind nginx (PostgreSQL, Redis)', 'node', ['e2e/cluster/run.mjs'], { TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl });
// Traces and screenshots are kept when a browser test fails (step() exits before this line).
rmSync('test-results', { recursive: true, force: true });

console.log('\n✓ all tests passed');
if (skipped.length) console.log(`Skipped:\n${skipped.map((s) => `  - ${s}`).join('\n')}`);
