// `npm run admin -- <command>` (scripts/admin.mjs runs the built copy; the operator commands are in
// modules/operators/operators.cli.ts, new-chain in modules/rounds/chain-rotation.ts, backup and
// restore in modules/backups/backups.cli.ts): on the
// database the server's environment names (DATA_DIR / DATABASE_URL), migrated first.
import type { Kysely } from 'kysely';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { MemoryCounters } from '../lib/counters.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from '../modules/auth/login-throttle.js';
import { PasswordHasher } from '../lib/passwords.js';
import { familyLoader } from '../modules/auth/token-families.service.js';
import { BACKUP_USAGE, runBackupCommand } from '../modules/backups/backups.cli.js';
import { runCommand, USAGE } from '../modules/operators/operators.cli.js';
import { startNewChains } from '../modules/rounds/chain-rotation.js';
import { FairnessKeys } from '../modules/rounds/fairness-keys.js';

async function main(): Promise<number> {
  // Backups first: a restore must not load the configuration (it would write new secrets into the
  // DATA_DIR that must be empty) nor migrate anything.
  const backups = await runBackupCommand(process.argv.slice(2));
  if (backups) {
    (backups.status === 0 ? process.stdout : process.stderr).write(`${backups.output}\n`);
    return backups.status;
  }
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db as Kysely<unknown>, database.schema);
    const settings = {
      clock: systemClock,
      jwtSecret: config.jwtSecret,
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      passwords: new PasswordHasher(config.scryptCost, { concurrency: 1, queue: 1 }),
      loginThrottle: new LoginThrottle(DEFAULT_LOGIN_THROTTLE, new MemoryCounters(systemClock)),
      families: familyLoader(database.db),
    };
    const args = process.argv.slice(2);
    if (args[0] === 'new-chain') {
      if (args.length > 1) {
        process.stderr.write(`${USAGE}\n${BACKUP_USAGE}\n`);
        return 1;
      }
      const keys = new FairnessKeys(config.fairnessSecret, config.fairnessPreviousSecrets);
      process.stdout.write(`${(await startNewChains(database.db, keys, config.fairnessChainLength, config.zoneSeconds, systemClock.now())).join('\n')}\n`);
      return 0;
    }
    const result = await runCommand(database.db, settings, args);
    if (result.status !== 0 && result.output === USAGE) {
      process.stderr.write(`${USAGE}\n${BACKUP_USAGE}\n`);
      return 1;
    }
    (result.status === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.status;
  } finally {
    await database.close();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
