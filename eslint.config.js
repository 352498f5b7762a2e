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
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
