// After `vite build` (run by `build:client`): prints every JavaScript chunk's gzip size, and the
// JavaScript a first visit to /auth downloads: the entry, the two chunks it imports at start and
// their static imports, followed through
// Vite's manifest (`build.manifest`). Budget of issue 15: 180 KB gzipped. `--json` prints the figures
// as JSON (the first-visit test reads them); the same JSON is written to dist/chunk-report.json.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'dist/client');
const BUDGET_KB = 180;
const manifest = JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8'));

/** Gzip size in kB (1000 bytes, as Vite prints), of the file as built. */
const gzipKb = (file) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length / 1000;

/** The chunk files a manifest key loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** What main.tsx imports at once, each in a task of its own: the design system and the React tree. */
const BOOT_IMPORTS = ['src/client/app/theme.ts', 'src/client/app/root.tsx'];
const initialKeys = new Set(staticClosure(entryKey));
for (const key of BOOT_IMPORTS) {
  if (!manifest[key]) throw new Error(`${key} is no longer a chunk of its own: update BOOT_IMPORTS (scripts/chunk-report.mjs)`);
  staticClosure(key, initialKeys);
}
const initial = [...initialKeys].map((key) => manifest[key].file);
const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, gzipKb: gzipKb(chunk.file), initial: initial.includes(chunk.file) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);
const initialKb = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzipKb, 0);

// The report is kept beside the build (not served): dist/chunk-report.json.
writeFileSync(path.join(root, '..', 'chunk-report.json'), `${JSON.stringify({ initialKb, budgetKb: BUDGET_KB, initial, chunks }, null, 2)}\n`);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ initialKb, budgetKb: BUDGET_KB, initial, chunks }));
} else {
  console.log('\nChunks (gzip kB; * = in the first download of /auth)');
  for (const c of chunks) console.log(`${c.initial ? '*' : ' '} ${c.gzipKb.toFixed(2).padStart(8)}  ${c.file}`);
  const verdict = initialKb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`\nInitial JavaScript of /auth: ${initialKb.toFixed(1)} kB gzip in ${initial.length} files (${verdict} the ${BUDGET_KB} kB budget)\n`);
}
