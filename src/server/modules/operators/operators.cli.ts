import type { Kysely } from 'kysely';
import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import type { Database } from '../../db/schema.js';
import { audit } from '../audit/index.js';
import type { AuthSettings } from '../auth/index.js';
import { playerByUsername, setPassword } from '../players/index.js';
import { listOperators } from './operators.repository.js';
import { createOperator, newOperatorPassword, resetOperatorTotp } from './operators.service.js';

// The commands of `npm run admin -- <command>`: operator accounts from the server's own machine,
// on the database the server uses. Each change is audit-logged with no actor (the command line).

export const USAGE = `Usage: npm run admin -- <command>
  create-operator NAME   create an operator account; prints its generated password once
  reset-password NAME    give an operator a new generated password (printed once); ends their sessions
  reset-totp NAME        turn an operator's second factor off (lost phone): they enrol again after signing in
  list                   list the operator accounts
  new-chain              start a new fairness chain for every zone from the current FAIRNESS_SECRET
                         (two rounds ahead; earlier chains and their published hashes stay)`;

/** What a command printed, and its exit status. */
export interface CommandResult {
  readonly output: string;
  readonly status: number;
}

const fail = (output: string): CommandResult => ({ output, status: 1 });
const commandLine = { operatorId: null } as const;

export async function runCommand(db: Kysely<Database>, settings: AuthSettings, args: readonly string[]): Promise<CommandResult> {
  const [command, name, ...rest] = args;
  const now = settings.clock.now();
  if (command === 'list' && name === undefined) {
    const rows = await listOperators(db);
    const lines = rows.map((r) =>
      [r.username.padEnd(32), String(PUBLIC_ID_OFFSET + r.id).padEnd(8), r.totpSecret ? 'totp:on ' : 'totp:off', r.locked ? 'locked' : '', new Date(r.createdAt).toISOString()].join('  '),
    );
    return { output: [`${rows.length} operator account(s)`, ...lines].join('\n'), status: 0 };
  }
  if (!name || rest.length || !['create-operator', 'reset-password', 'reset-totp'].includes(command ?? '')) return fail(USAGE);

  if (command === 'create-operator') {
    try {
      const { row, password } = await createOperator(db, settings, name, commandLine, false);
      return { output: `Operator created.\n  username: ${row.username}\n  password: ${password}\nKeep it safe: it is not shown again.`, status: 0 };
    } catch (error) {
      // Refusals (name taken, invalid name) carry their Vietnamese message.
      return fail(`Not created: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const operator = await playerByUsername(db, name);
  if (!operator || operator.role !== 'ADMIN') return fail(`No operator account named "${name}".`);
  if (command === 'reset-password') {
    const password = newOperatorPassword();
    const hash = await settings.passwords.hash(password);
    await db.transaction().execute(async (trx) => {
      await setPassword(trx, operator.id, hash, now);
      await audit(trx, { actorId: null, action: 'OPERATOR_PASSWORD_RESET', targetType: 'player', targetId: operator.id, now });
    });
    return { output: `New password for ${operator.username}: ${password}\nKeep it safe: it is not shown again. Their earlier sessions have ended.`, status: 0 };
  }
  await resetOperatorTotp(db, operator, commandLine, now);
  return { output: `Second factor of ${operator.username} turned off: they sign in with their password and enrol again.`, status: 0 };
}
