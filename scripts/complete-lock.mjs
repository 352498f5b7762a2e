#!/usr/bin/env node
/**
 * Completes package-lock.json with the platform builds (rollup, unrs-resolver, ...) that the npm
 * registry mirror of our build machines does not carry. `npm install` there leaves them out of the
 * lock, and `npm ci` then refuses the lock everywhere ("Missing: @rollup/rollup-darwin-arm64 from
 * lock file"). Each missing optional dependency gets the entry npm would have written: its version
 * and the os/cpu/libc its name states, so `npm ci` skips it on other platforms and fetches it by
 * version on its own. Run after any `npm install` that changes the lock: `node scripts/complete-lock.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = new Set(['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'netbsd', 'sunos', 'aix']);
const CPUS = new Set(['arm', 'arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el']);

/** `@rollup/rollup-linux-arm-musleabihf` → { os: linux, cpu: arm, libc: musl }; null when the name states no platform. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const at = parts.findIndex((part) => OSES.has(part));
  if (at < 0 || !CPUS.has(parts[at + 1])) return null;
  const abi = parts[at + 2] ?? '';
  const libc = parts[at] !== 'linux' ? undefined : abi.startsWith('musl') ? 'musl' : abi.startsWith('gnu') ? 'glibc' : undefined;
  return { os: parts[at], cpu: parts[at + 1], libc };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${dep}`;
    const nested = `${key}/node_modules/${dep}`;
    if (lock.packages[at] || lock.packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[at] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${dep}@${version}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'The lock file lists every platform build.');
