// A step of `npm test`: the docs against the code, where they can go stale without anyone noticing.
// - docs/decisions/: every record is listed in its README (and every line there names a record);
//   each record has its title, Context and Decision; every `docs/decisions/<slug>.md` named in the
//   repository (docs, README, code comments, bench, e2e, scripts, deploy) exists.
// - docs/architecture.md names every plugin app.ts registers, every server module (in the order of
//   MODULE_ORDER, eslint.config.js), every file role used in src/server/modules, every table of the
//   schema, and every client and console feature: a newcomer finds any room from it.
// `node scripts/check-docs.mjs --print` prints the house instead: the plugins in their order with
// the dependencies each declares, the modules bottom first with their files, the file roles with
// how many files have each (the counts the docs leave out, since they go stale).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

const read = (file) => readFileSync(file, 'utf8');
const isDir = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
const problems = [];

function files(dir, keep) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', '__tests__'].includes(entry.name) ? [] : files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

// The plugins, in the order app.ts registers them, with the dependencies each declares.
const appSource = read('src/server/app.ts');
const pluginFiles = new Map([...appSource.matchAll(/^import (\w+) from '\.\/plugins\/([\w/.-]+)\.js';$/gm)].map((m) => [m[1], m[2]]));
const plugins = [...appSource.matchAll(/fastify\.register\((\w+)[,)]/g)]
  .map((m) => m[1])
  .filter((name) => pluginFiles.has(name))
  .map((name) => {
    const path = pluginFiles.get(name).replace(/\/index$/, '/');
    const source = read(`src/server/plugins/${pluginFiles.get(name)}.ts`);
    const dependencies = source.match(/dependencies: \[([^\]]*)\]/)?.[1].replace(/'/g, '').split(/,\s*/).filter(Boolean) ?? [];
    return { path, dependencies };
  });

// The modules, bottom first, as the linter places them.
const moduleOrder = JSON.parse(read('eslint.config.js').match(/const MODULE_ORDER = (\[[^\]]*\])/)[1].replace(/'/g, '"').replace(/,\s*\]/, ']'));
const modules = moduleOrder.filter((name) => isDir(`src/server/modules/${name}`));
const moduleFiles = files('src/server/modules', (name) => name.endsWith('.ts'));
const roleOf = (file) => basename(file).match(/(\.[a-z]+\.ts)$/)?.[1] ?? (basename(file) === 'index.ts' ? 'index.ts' : '(none)');
const roles = new Map();
for (const file of moduleFiles) roles.set(roleOf(file), (roles.get(roleOf(file)) ?? 0) + 1);

if (process.argv.includes('--print')) {
  console.log(`Plugins, in the order app.ts registers them (${plugins.length}; routes are autoloaded before spa):`);
  for (const { path, dependencies } of plugins) console.log(`  ${path.padEnd(26)} ${dependencies.length ? `needs ${dependencies.join(', ')}` : 'declares no dependencies'}`);
  console.log(`Server modules, bottom first (${modules.length}):`);
  for (const name of modules) {
    const own = moduleFiles.filter((file) => file.startsWith(`src/server/modules/${name}/`));
    console.log(`  ${name.padEnd(14)} ${own.length} files${own.some((file) => basename(file) === 'index.ts') ? '' : ', no index.ts'}`);
  }
  console.log('File roles in src/server/modules:');
  for (const [role, count] of [...roles].sort((a, b) => b[1] - a[1])) console.log(`  ${role.padEnd(18)} ${count}`);
  process.exit(0);
}

// docs/architecture.md
const architecture = read('docs/architecture.md');
for (const { path } of plugins) {
  if (!architecture.includes(`\`${path}`)) problems.push(`docs/architecture.md: the plugin ${path} (app.ts) is not in "Plugins"`);
}
const moduleBlock = architecture.match(/## Server modules[^]*?```\n([^]*?)```/)?.[1] ?? '';
// Each line starts with one or more names two spaces apart; what follows is their description.
const drawn = moduleBlock.split('\n').flatMap((line) => {
  const parts = line.split(/\s{2,}/);
  const names = [];
  for (const part of parts) {
    if (!moduleOrder.includes(part)) break;
    names.push(part);
  }
  return names;
});
if (drawn.join(' ') !== [...moduleOrder].reverse().join(' ')) {
  problems.push(`docs/architecture.md: the modules drawn under "Server modules" (${drawn.join(' ')}) are not MODULE_ORDER top first (${[...moduleOrder].reverse().join(' ')})`);
}
for (const role of roles.keys()) {
  if (role !== '(none)' && !architecture.includes(`\`${role}\``)) problems.push(`docs/architecture.md: the file role ${role} (src/server/modules) is not in "File roles"`);
}
const tables = [...read('src/server/db/schema.ts').matchAll(/^\s+(\w+): \w+Table;$/gm)].map((m) => m[1].replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
for (const table of tables) {
  if (!architecture.includes(`| \`${table}\` |`)) problems.push(`docs/architecture.md: the table ${table} (db/schema.ts) is not in "Data model"`);
}
for (const dir of ['src/client/features', 'src/client/console/features']) {
  for (const name of readdirSync(dir).filter((entry) => isDir(join(dir, entry)))) {
    if (!new RegExp(`\\b${name}\\b`).test(architecture.match(/## Layout[^]*?```\n([^]*?)```/)?.[1] ?? '')) problems.push(`docs/architecture.md: ${dir}/${name} is not in "Layout"`);
  }
}

// docs/decisions/
const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md') && name !== 'README.md');
const index = read('docs/decisions/README.md');
const indexed = new Set([...index.matchAll(/\]\(([\w-]+\.md)\)/g)].map((m) => m[1]));
for (const record of records) {
  if (!indexed.has(record)) problems.push(`docs/decisions/README.md: add a line for ${record} under its topic`);
  const text = read(`docs/decisions/${record}`);
  if (!/^# \S/.test(text) || !/^## Context$/m.test(text) || !/^## Decision$/m.test(text)) problems.push(`docs/decisions/${record}: needs a "# title", "## Context" and "## Decision"`);
}
for (const name of indexed) if (!records.includes(name)) problems.push(`docs/decisions/README.md: ${name} is no record`);

// The diary the records replaced (spelt in two parts, so that this file does not name it).
const GONE = ['docs', 'decisions.md'].join('/');
const referring = [
  'README.md',
  ...files('docs', (name) => name.endsWith('.md')),
  ...['src', 'bench', 'e2e', 'scripts', 'deploy'].flatMap((dir) => files(dir, (name) => /\.(ts|tsx|mjs|js|conf|ya?ml|json)$/.test(name))),
];
for (const file of referring) {
  const text = read(file);
  if (text.includes(GONE)) problems.push(`${file}: ${GONE} is gone: name a record of docs/decisions/`);
  for (const [, name] of text.matchAll(/docs\/decisions\/([\w-]+\.md)/g)) {
    if (name !== 'README.md' && !records.includes(name)) problems.push(`${file}: docs/decisions/${name} does not exist`);
  }
  if (file.startsWith('docs/decisions/')) {
    // Records name each other by file name alone.
    for (const [, name] of text.matchAll(/`([\w-]+\.md)`/g)) {
      if (name !== 'README.md' && !records.includes(name)) problems.push(`${file}: ${name} is no record`);
    }
  }
}

if (problems.length) {
  console.error(`docs checks: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`docs checks: ${records.length} decision records indexed and referred to by existing names; architecture.md names ${plugins.length} plugins, ${modules.length} modules, ${roles.size - 1} file roles, ${tables.length} tables`);
