import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { type AuthSettings, registerPlayer } from '../auth/index.js';
import { adminExists } from './operators.repository.js';

/**
 * Creates the first operator when there is none: from ADMIN_USERNAME / ADMIN_PASSWORD, or with a
 * generated password printed once. Does nothing when an operator exists.
 */
export async function ensureFirstAdmin(
  db: Db,
  settings: AuthSettings & { readonly adminUsername: string; readonly adminPassword: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  if (await adminExists(db)) return;
  const password = settings.adminPassword ?? randomBytes(12).toString('base64url');
  await registerPlayer(db, { username: settings.adminUsername, password, passwordConfirm: password }, settings, 'ADMIN');
  if (settings.adminPassword) {
    log.info({ username: settings.adminUsername }, 'created the first operator account');
  } else {
    // Printed once, on the console, not in the structured log stream.
    process.stdout.write(
      `\nFirst operator account created.\n  username: ${settings.adminUsername}\n  password: ${password}\nKeep it safe: it is not shown again.\n\n`,
    );
  }
}
