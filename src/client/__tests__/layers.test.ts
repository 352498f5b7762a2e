import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The client's layers hold because the linter refuses what would break them (eslint.config.js,
// docs/architecture.md "Client layers"), as the server's do (src/server/__tests__/layers.test.ts):
// each zone refuses a bad import and lets the good one beside it through.

/** ESLint's verdict on `source` as if it were the file `file` of the project. */
function lint(file: string, source: string): string {
  const result = spawnSync(path.resolve('node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file], { input: source, encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

// Each probe starts ESLint with the project's type-aware resolver: seconds each, more on a loaded machine.
jest.setTimeout(120_000);

describe('client layers, enforced by the linter', () => {
  it('refuses a feature that imports another feature, and lets it use the shared modules', () => {
    const output = lint(
      'src/client/features/account/components/Probe.tsx',
      "import { AuthCard } from '../../auth/components/AuthCard.js';\nimport { authSlice } from '../../../stores/auth-slice.js';\nexport const used = [AuthCard, authSlice];\n",
    );
    expect(output.match(/Features do not import each other/g)).toHaveLength(1);
    expect(output).toMatch(/auth\/components\/AuthCard/);
  });

  it('refuses a shared module that imports a feature or the app layer', () => {
    const output = lint(
      'src/client/stores/probe.ts',
      "import { AuthCard } from '../features/auth/components/AuthCard.js';\nimport { store } from '../app/store.js';\nexport const used = [AuthCard, store];\n",
    );
    expect(output).toMatch(/Shared client modules do not import features/);
    expect(output).toMatch(/Shared client modules do not import the app layer/);
  });

  it('refuses a feature, the console or a shared component that imports the app layer, and lets them use the typed hooks in stores', () => {
    const refusal = /do not import the app layer: the typed hooks are stores\/hooks\.ts/g;
    const feature = lint(
      'src/client/features/account/components/Probe.tsx',
      "import type { AppStore } from '../../../app/store.js';\nimport { useAppDispatch } from '../../../stores/hooks.js';\nexport const used = (store: AppStore) => [store, useAppDispatch];\n",
    );
    expect(feature.match(refusal)).toHaveLength(1);
    expect(feature).toMatch(/app\/store/);
    expect(lint('src/client/console/features/players/components/Probe.tsx', "import { createStore } from '../../../../app/store.js';\nexport const used = createStore;\n").match(refusal)).toHaveLength(1);
    expect(lint('src/client/components/Probe.tsx', "import { createStore } from '../app/store.js';\nexport const used = createStore;\n").match(refusal)).toHaveLength(1);
  });

  it('refuses the state importing the API or the shared code above it, and lets it use its own slices', () => {
    const output = lint(
      'src/client/stores/probe.ts',
      "import { api } from '../api/base.js';\nimport { formatDate } from '../lib/format.js';\nimport { signedOut } from './auth-slice.js';\nexport const used = [api, formatDate, signedOut];\n",
    );
    expect(output.match(/The state \(src\/client\/stores\) imports no other client layer/g)).toHaveLength(2);
    expect(output).toMatch(/api\/base/);
    expect(output).toMatch(/lib\/format/);
  });

  it('refuses the player app importing the console, and a static import of it from the app layer', () => {
    expect(lint('src/client/features/account/components/Probe.tsx', "import { ConsoleApp } from '../../../console/app/ConsoleApp.js';\nexport const used = ConsoleApp;\n")).toMatch(
      /The player app never imports the console/,
    );
    expect(lint('src/client/app/probe.tsx', "import { ConsoleApp } from '../console/app/ConsoleApp.js';\nexport const used = ConsoleApp;\n")).toMatch(/The console is one lazy chunk/);
  });

  it('refuses client code that imports server code', () => {
    expect(lint('src/client/lib/probe.ts', "import { texts } from '../../server/lib/errors.js';\nexport const used = texts;\n")).toMatch(/The client never imports server code/);
  });
});
