// `npm run admin -- <command>`: operator accounts (see src/server/cli/operators.ts, README
// "Operators"). Builds the server when the build is missing or older than its sources, like
// `npm start`, then runs the command with the server's environment (DATA_DIR / DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/cli/admin.js');
const inputs = ['src/server', 'src/shared', 'package.json', 'tsconfig.server.json'].map((f) => path.join(root, f));

function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

if (!existsSync(entry) || Math.max(...inputs.map(newest)) > statSync(entry).mtimeMs) {
  console.error('Building the server (first run or sources changed)...');
  const result = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(entry);
