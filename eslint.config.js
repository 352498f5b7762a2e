// Lint: TypeScript rules, React hooks, no import cycles, and the import boundaries of docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders of `dir`: one per feature. */
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const features = folders('src/client/features');
const consoleFeatures = folders('src/client/console/features');

/** The player app beside its app layer: none of it may import the operator console. */
const playerApp = [
  './src/client/api',
  './src/client/components',
  './src/client/config',
  './src/client/features',
  './src/client/hooks',
  './src/client/lib',
  './src/client/stores',
  './src/client/testing',
  './src/client/main.tsx',
];

/** Zones a file in `target` may not import from `from`. */
const boundaries = [
  // The two sides never import each other; shared code imports neither.
  { target: './src/client', from: './src/server', message: 'The client never imports server code; share through src/shared.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code; share through src/shared.' },
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'src/shared imports neither side.' },
  // Client layers: shared modules -> features -> app. A feature never imports another feature.
  ...features.map((name) => ({
    target: `./src/client/features/${name}`,
    from: './src/client/features',
    except: [`./${name}`],
    message: 'Features do not import each other; compose them in src/client/app.',
  })),
  {
    target: ['./src/client/api', './src/client/components', './src/client/config', './src/client/hooks', './src/client/lib', './src/client/stores'],
    from: './src/client/features',
    message: 'Shared client modules do not import features.',
  },
  {
    target: ['./src/client/api', './src/client/config', './src/client/hooks', './src/client/lib', './src/client/stores'],
    from: './src/client/app',
    message: 'Shared client modules do not import the app layer.',
  },
  // The operator console is an app of its own (src/client/console): the player app reaches it only
  // through the lazy import of its entry in app/router.tsx, and it reaches a player feature only
  // through that feature's index.ts. Inside it, the same layers: shared -> features -> console/app.
  { target: playerApp, from: './src/client/console', message: 'The player app never imports the console: app/router.tsx loads it lazily.' },
  {
    target: './src/client/app',
    from: './src/client/console',
    except: ['./app/ConsoleApp.tsx'],
    message: 'The app layer reaches the console only through its entry, console/app/ConsoleApp.tsx, loaded lazily.',
  },
  {
    target: './src/client/console',
    from: './src/client/features',
    except: features.map((name) => `./${name}/index.ts`),
    message: "The console imports a player feature only through the feature's index.ts.",
  },
  ...consoleFeatures.map((name) => ({
    target: `./src/client/console/features/${name}`,
    from: './src/client/console/features',
    except: [`./${name}`],
    message: 'Console features do not import each other; compose them in src/client/console/app.',
  })),
  {
    target: ['./src/client/console/api', './src/client/console/components', './src/client/console/lib'],
    from: ['./src/client/console/features', './src/client/console/app'],
    message: 'Shared console modules import neither console features nor the console app.',
  },
  { target: './src/client/console/features', from: './src/client/console/app', message: 'Console features do not import the console app.' },
  // Server layers: routes parse and answer; services own rules and transactions; repositories own SQL.
  {
    target: ['./src/server/routes', './src/server/plugins'],
    from: './src/server/modules/**/*.repository.ts',
    message: 'Routes and plugins call services, never repositories.',
  },
  { target: './src/server/routes', from: './src/server/db', message: 'Routes never reach the database: call a service.' },
  { target: './src/server/modules', from: ['./src/server/routes', './src/server/plugins'], message: 'Services do not import routes or plugins.' },
];

/**
 * The client's layers, in its code (tests may wrap a component in the app's provider, see
 * src/client/__tests__/layers.test.ts). From the ground up: config and stores (the state: its slices,
 * its type, the typed hooks), lib, hooks, api, components, then the features and the console, then the
 * app layer (src/client/app) and main.tsx. The one import that runs up is the router's lazy import()
 * of the console.
 */
const clientZones = [
  {
    target: ['./src/client/features', './src/client/console', './src/client/components'],
    from: './src/client/app',
    message: 'Features, the console and shared components do not import the app layer: the typed hooks are stores/hooks.ts, the state type stores/state.ts.',
  },
  {
    target: './src/client/stores',
    from: ['./src/client/api', './src/client/lib', './src/client/hooks', './src/client/components'],
    message: 'The state (src/client/stores) imports no other client layer: the API and the shared code dispatch its actions, never the reverse.',
  },
];

/** The schemas' runtime (TypeBox) stays on the server: the client takes types from shared/api only. */
const clientImportPatterns = [{ group: ['**/shared/api/*'], allowTypeImports: true, message: 'Types only from shared/api; constants live in plain shared modules.' }];

/**
 * The server's modules, bottom first (docs/architecture.md, "Server modules"): a module imports only
 * modules below it, and only through their `index.ts`, the face each module shows the others.
 * A module folder that is not listed here is refused, so a new one must take its place.
 */
const MODULE_ORDER = [
  'ledger', 'idempotency', 'audit', 'uploads', 'settings', 'events', 'context.ts', 'system',
  'players', 'rounds', 'safety', 'bets', 'gifts', 'dashboard', 'tiers', 'staking', 'referrals',
  'auth', 'operators', 'notifications', 'deposits', 'withdrawals', 'verifications', 'content', 'push', 'player-admin', 'backups',
];
const unplaced = readdirSync('src/server/modules').filter((name) => !name.startsWith('_') && !MODULE_ORDER.includes(name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in MODULE_ORDER`);
const MODULES = './src/server/modules';
const moduleZones = [
  ...MODULE_ORDER.slice(0, -1).map((name, i) => ({
    target: `${MODULES}/${name}`,
    from: MODULE_ORDER.slice(i + 1).map((above) => `${MODULES}/${above}`),
    message: `Modules import downward only: ${name} sits below these (MODULE_ORDER); tell them through the event bus, or move the shared part down.`,
  })),
  ...MODULE_ORDER.map((name) => ({
    target: `${MODULES}/${name}`,
    from: `${MODULES}/**/*`,
    except: [`**/src/server/modules/${name}/**`, '**/src/server/modules/*/index.ts', '**/src/server/modules/context.ts'],
    message: "A module uses another only through its index.ts (its service and row types), never its repository, table or other files.",
  })),
  { target: './src/server/lib', from: MODULES, message: 'lib/ imports no module: it is what modules are built on.' },
  { target: './src/server/db', from: `${MODULES}/**/*`, except: ['**/*.table.ts'], message: 'db/ imports only the table types that make up the schema.' },
  {
    target: './src/server/engine',
    from: `${MODULES}/**/*`,
    except: ['**/src/server/modules/*/index.ts', '**/src/server/modules/context.ts'],
    message: 'The engine uses modules through their index.ts (their services) only.',
  },
];

/** Only the ledger module writes balances and ledger rows (migrations and tests excepted). */
const LEDGER_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?(ledger_entries|system_accounts|system_balances)\b|\bset\s+"?balance"?\s*=/i;
const ledgerOnly = [
  { selector: `Literal[value=${LEDGER_WRITE}]`, message: 'Only src/server/modules/ledger writes balances and ledger rows.' },
  { selector: `TemplateElement[value.raw=${LEDGER_WRITE}]`, message: 'Only src/server/modules/ledger writes balances and ledger rows.' },
  {
    selector: "CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom)$/] > Literal.arguments[value=/^(ledgerEntries|systemAccounts|systemBalances)$/]",
    message: 'Only src/server/modules/ledger writes balances and ledger rows.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.server.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The server's module boundaries (tests may reach inside a module to set a scene).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/__tests__/**', 'src/server/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...moduleZones] }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/__tests__/**', 'src/client/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...clientZones] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 10 }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/ledger/**', 'src/server/db/migrations/**', 'src/server/**/__tests__/**', 'src/server/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...ledgerOnly] },
  },
  {
    // A module's face (its index.ts) hands out its services and types, never its repository: what a
    // module's tables hold is written and read by that module's services alone.
    files: ['src/server/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=/\\.repository(\\.js)?$/]`,
          message: "A module's index.ts hands out services and types, never repository functions: wrap the query in a service.",
        })),
        ...ledgerOnly,
      ],
    },
  },
  {
    files: ['src/server/routes/**/*.ts'],
    ignores: ['src/server/routes/**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'Routes never write SQL: call a service.' }] }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: clientImportPatterns }],
    },
  },
  {
    // A static import would put the console in the player's bundle: app/router.tsx only import()s it.
    files: ['src/client/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...clientImportPatterns, { regex: '^(\\.\\./)+console/', message: 'The console is one lazy chunk: import() it in app/router.tsx, never statically.' }] },
      ],
    },
  },
);
