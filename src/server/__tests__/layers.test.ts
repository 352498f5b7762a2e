import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

  // The module boundaries of docs/architecture.md ("Server modules"): each zone refuses a bad import
  // and lets the good one beside it through.
  it('refuses a module that reaches into another module instead of using its index.ts', () => {
    const output = lint(
      'src/server/modules/bets/probe.ts',
      "import { findPlayerById } from '../players/players.repository.js';\nimport type { PlayerRow } from '../players/index.js';\nexport const used = findPlayerById;\nexport type Row = PlayerRow;\n",
    );
    expect(output.match(/only through its index\.ts/g)).toHaveLength(1);
    expect(output).toMatch(/players\.repository/);
  });

  it('refuses a module that imports a module above it', () => {
    const output = lint('src/server/modules/players/probe.ts', "import { betsPage } from '../bets/index.js';\nimport { audit } from '../audit/index.js';\nexport const used = [betsPage, audit];\n");
    expect(output.match(/Modules import downward only: players sits below/g)).toHaveLength(1);
    expect(output).toMatch(/bets\/index\.js/);
  });

  it('refuses lib/ importing a module, db/ importing more than table types, and the engine reaching past an index', () => {
    expect(lint('src/server/lib/probe.ts', "import { audit } from '../modules/audit/index.js';\nexport const used = audit;\n")).toMatch(/lib\/ imports no module/);
    const db = lint(
      'src/server/db/probe.ts',
      "import type { PlayersTable } from '../modules/players/players.table.js';\nimport { assertSelf } from '../modules/players/players.service.js';\nexport type T = PlayersTable;\nexport const used = assertSelf;\n",
    );
    expect(db.match(/db\/ imports only the table types/g)).toHaveLength(1);
    const engine = lint(
      'src/server/engine/probe.ts',
      "import { dueRounds } from '../modules/rounds/rounds.repository.js';\nimport { toRound } from '../modules/rounds/index.js';\nexport const used = [dueRounds, toRound];\n",
    );
    expect(engine.match(/The engine uses modules through their index\.ts/g)).toHaveLength(1);
  });

  it("refuses a module's index.ts that hands out a repository function, and lets its services through", () => {
    const output = lint(
      'src/server/modules/players/index.ts',
      "export { findPlayerById } from './players.repository.js';\nexport * from './admin-players.repository.js';\nexport { playerById } from './players.service.js';\nexport type { PlayerRow } from './players.table.js';\n",
    );
    expect(output.match(/hands out services and types, never repository functions/g)).toHaveLength(2);
    expect(output).toMatch(/^\s+1:1 /m);
    expect(output).toMatch(/^\s+2:1 /m);
  });

  it('places every module folder in the one order', () => {
    // A folder missing from MODULE_ORDER fails the whole lint run, so a new module must take a place.
    const order = /const MODULE_ORDER = \[([^\]]*)\]/.exec(readFileSync('eslint.config.js', 'utf8'))![1]!;
    const placed = [...order.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const folders = readdirSync('src/server/modules', { withFileTypes: true }).map((entry) => entry.name);
    expect([...placed].sort()).toEqual([...folders].sort());
  });
});


/** Each table's module, from db/schema.ts: the module whose *.table.ts declares it. */
function tableOwners(): Map<string, string> {
  const schema = readFileSync('src/server/db/schema.ts', 'utf8');
  const moduleOfType = new Map<string, string>();
  for (const [, types, name] of schema.matchAll(/import type \{([^}]*)\} from '\.\.\/modules\/([^/]+)\//g)) for (const type of types!.split(',')) moduleOfType.set(type.trim(), name!);
  const owners = new Map<string, string>();
  for (const [, table, type] of schema.matchAll(/^\s+(\w+): (\w+);$/gm)) owners.set(table!, moduleOfType.get(type!)!);
  return owners;
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The tables `source` writes: Kysely's insertInto/updateTable/deleteFrom, and SQL's insert/update/delete. */
function tablesWritten(source: string): string[] {
  const builder = [...source.matchAll(/\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*'(\w+)/g)].map((m) => m[1]!);
  const raw = [...source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)\b/gi)].map((m) => camel(m[1]!));
  return [...builder, ...raw];
}

/** Who writes another module's table: `file -> table (owner)`, for every server file but tests and migrations. */
function foreignWrites(files: ReadonlyArray<{ path: string; source: string }>): string[] {
  const owners = tableOwners();
  const found: string[] = [];
  for (const { path: file, source } of files) {
    const writer = /src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? 'outside the modules';
    for (const table of tablesWritten(source)) {
      const owner = owners.get(table);
      // The ledger moves balances, and balances stand on the players' rows (docs/architecture.md).
      if (owner === undefined || owner === writer || (writer === 'ledger' && table === 'players')) continue;
      found.push(`${file} -> ${table} (${owner})`);
    }
  }
  return [...new Set(found)];
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return ['__tests__', 'testing', 'migrations'].includes(name) ? [] : serverFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

maybe("a module's tables are written by that module alone", () => {
  it('finds a write into another module\'s table, through Kysely or in SQL', () => {
    const probe = "await db.insertInto('players').values(row).execute();\nawait sql`update reward_records set is_active = 0`.execute(db);\nawait db.updateTable('tokenFamilies').set(x).execute();";
    expect(foreignWrites([{ path: 'src/server/modules/auth/probe.ts', source: probe }])).toEqual([
      'src/server/modules/auth/probe.ts -> players (players)',
      'src/server/modules/auth/probe.ts -> rewardRecords (gifts)',
    ]);
    expect(foreignWrites([{ path: 'src/server/modules/players/probe.ts', source: probe }])).toEqual(['src/server/modules/players/probe.ts -> tokenFamilies (auth)', 'src/server/modules/players/probe.ts -> rewardRecords (gifts)']);
  });

  it('holds in the server: other modules call the owner\'s services', () => {
    const files = serverFiles('src/server').map((file) => ({ path: file, source: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(foreignWrites(files)).toEqual([]);
  });
});
