import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { usingPostgres } from '../testing/test-app.js';

// The layers hold because the linter refuses what would break them (eslint.config.js), not by
// review. Database-independent: run once, in the SQLite project.
const maybe = usingPostgres() ? describe.skip : describe;

/** ESLint's verdict on `source` as if it were the file `file` of the project. */
function lint(file: string, source: string): string {
  const result = spawnSync(path.resolve('node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file], { input: source, encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

maybe('server layers, enforced by the linter', () => {
  it('refuses a route that imports a repository, the database or Kysely', () => {
    const output = lint(
      'src/server/routes/v1/probe/index.ts',
      "import { insertBets } from '../../../modules/bets/bets.repository.js';\nimport { openDatabase } from '../../../db/database.js';\nimport { sql } from 'kysely';\nexport const used = [insertBets, openDatabase, sql];\n",
    );
    expect(output).toMatch(/Routes and plugins call services, never repositories/);
    expect(output).toMatch(/Routes never reach the database/);
    expect(output).toMatch(/Routes never write SQL/);
  });

  it('refuses a balance or ledger write anywhere but the ledger module', () => {
    const source = "import { sql } from 'kysely';\nimport type { Db } from '../../db/database.js';\nexport const raise = (db: Db) => sql`update players set balance = balance + 1`.execute(db);\nexport const add = (db: Db) => db.insertInto('ledgerEntries');\n";
    const outside = lint('src/server/modules/bets/probe.ts', source);
    expect(outside.match(/Only src\/server\/modules\/ledger writes balances and ledger rows/g)).toHaveLength(2);
    expect(lint('src/server/modules/ledger/probe.ts', source)).not.toMatch(/Only src\/server\/modules\/ledger/);
  });
});
