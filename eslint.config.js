// Lint: TypeScript rules, React hooks, no import cycles, and the import boundaries of docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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
  // Server layers: routes parse and answer; services own rules and transactions; repositories own SQL.
  {
    target: ['./src/server/routes', './src/server/plugins'],
    from: './src/server/modules/**/*.repository.ts',
    message: 'Routes and plugins call services, never repositories.',
  },
  { target: './src/server/routes', from: './src/server/db', message: 'Routes never reach the database: call a service.' },
  { target: './src/server/modules', from: ['./src/server/routes', './src/server/plugins'], message: 'Services do not import routes or plugins.' },
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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 10 }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/ledger/**', 'src/server/db/migrations/**', 'src/server/**/__tests__/**', 'src/server/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...ledgerOnly] },
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
      // The schemas' runtime (TypeBox) stays on the server: the client takes types from shared/api only.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/shared/api/*'], allowTypeImports: true, message: 'Types only from shared/api; constants live in plain shared modules.' }] },
      ],
    },
  },
);
