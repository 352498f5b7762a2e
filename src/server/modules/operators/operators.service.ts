import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminOperator, AdminOperatorsQuery, AdminOperatorsResponse, CreateOperatorResponse, ResetOperatorTotpResponse } from '../../../shared/api/admin-operators.js';
import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import { texts } from '../../../shared/texts.js';
import type { Database } from '../../db/schema.js';
import { type CsvColumn, type CsvPages, keysetPages } from '../../lib/csv.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import { audit } from '../audit/index.js';
import { type AuthSettings, clearTotp, registerPlayer } from '../auth/index.js';
import { type PlayerRow, requirePasswordChange } from '../players/index.js';
import { countOperators, findOperatorById, operatorsAfter, operatorsPage } from './operators.repository.js';

// Operator accounts, for the console (/v1/admin/operators) and the command line (operators.cli.ts).
// Each change is audit-logged in its own transaction: by the operator who made it, with their
// address, or with no actor for the command line.

/** Who acts: an operator in the console and their address, or the command line (`operatorId` null). */
export interface Actor {
  readonly operatorId: number | null;
  readonly ip?: string;
}

/** A generated password: 16 characters of base64url (96 random bits). */
export const newOperatorPassword = () => randomBytes(12).toString('base64url');

export function toAdminOperator(row: PlayerRow): AdminOperator {
  return {
    id: row.id,
    incId: PUBLIC_ID_OFFSET + row.id,
    username: row.username,
    totpEnabled: row.totpSecret !== null,
    mustChangePassword: row.mustChangePassword === 1,
    locked: row.locked === 1,
    createdAt: new Date(row.createdAt).toISOString(),
    lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt).toISOString(),
  };
}

/**
 * A new operator account with a generated password, answered once. `temporary`: the password must
 * be changed at the first sign-in (console); the command line's is the operator's to keep.
 */
export async function createOperator(
  db: Kysely<Database>,
  settings: AuthSettings,
  username: string,
  by: Actor,
  temporary: boolean,
): Promise<{ readonly row: PlayerRow; readonly password: string }> {
  const password = newOperatorPassword();
  const now = settings.clock.now();
  const row = await db.transaction().execute(async (trx) => {
    const created = await registerPlayer(trx, { username, password, passwordConfirm: password }, settings, 'ADMIN');
    const row = temporary ? await requirePasswordChange(trx, created.id) : created;
    await audit(trx, {
      actorId: by.operatorId,
      action: 'OPERATOR_CREATE',
      targetType: 'player',
      targetId: row.id,
      after: { username: row.username, role: 'ADMIN', ...(temporary ? { mustChangePassword: true } : {}) },
      ...(by.ip ? { ip: by.ip } : {}),
      now,
    });
    return row;
  });
  return { row, password };
}

/** Turns an operator's second factor off (lost phone): they sign in with the password and enrol again. */
export async function resetOperatorTotp(db: Kysely<Database>, operator: PlayerRow, by: Actor, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await clearTotp(trx, operator.id, now);
    await audit(trx, {
      actorId: by.operatorId,
      action: 'OPERATOR_TOTP_RESET',
      targetType: 'player',
      targetId: operator.id,
      before: { totp: operator.totpSecret ? 'ON' : 'OFF' },
      after: { totp: 'OFF' },
      ...(by.ip ? { ip: by.ip } : {}),
      now,
    });
  });
}

/** GET /v1/admin/operators: oldest first; a page by number, or from `cursor` (issue 30), counted either way. */
export async function listOperatorsPage(db: Kysely<Database>, query: AdminOperatorsQuery): Promise<AdminOperatorsResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const [rows, total] = await Promise.all([
    query.cursor === undefined ? operatorsPage(db, limit + 1, offset) : operatorsAfter(db, cursorKey(query.cursor), limit + 1),
    countOperators(db),
  ]);
  const page = pageOf(rows, limit, (r) => r.id);
  return { results: page.rows.map(toAdminOperator), ...info(total), nextCursor: page.nextCursor };
}

/** POST /v1/admin/operators: the generated password is temporary; refusals carry their Vietnamese message. */
export async function createOperatorInConsole(db: Kysely<Database>, settings: AuthSettings, username: string, by: Actor): Promise<CreateOperatorResponse> {
  const { row, password } = await createOperator(db, settings, username, by, true);
  return { operator: toAdminOperator(row), temporaryPassword: password };
}

/** POST /v1/admin/operators/{id}/reset-totp: another operator's, never one's own (that would skip the second factor). */
export async function resetTotpInConsole(db: Kysely<Database>, id: number, by: Actor & { readonly operatorId: number }, now: number): Promise<ResetOperatorTotpResponse> {
  const t = texts.console.security.errors;
  if (id === by.operatorId) throw new BadRequestError(t.ownTotp, 'OWN_TOTP');
  const operator = await findOperatorById(db, id);
  if (!operator) throw new NotFoundError(t.operatorNotFound);
  if (!operator.totpSecret) throw new ConflictError(t.totpNotEnabled, 'TOTP_NOT_ENABLED');
  await resetOperatorTotp(db, operator, by, now);
  return { operator: toAdminOperator({ ...operator, totpSecret: null, totpPendingSecret: null, totpLastStep: null }) };
}

const c = texts.console.security.operators.csv;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const operatorColumns: readonly CsvColumn<PlayerRow>[] = [
  { header: c.id, value: (r) => PUBLIC_ID_OFFSET + r.id },
  { header: c.username, value: (r) => r.username },
  { header: c.totp, value: (r) => (r.totpSecret ? c.yes : c.no) },
  { header: c.state, value: (r) => (r.locked === 1 ? texts.console.security.operators.locked : texts.console.security.operators.active) },
  { header: c.mustChange, value: (r) => (r.mustChangePassword === 1 ? c.yes : c.no) },
  { header: c.createdAt, value: (r) => iso(r.createdAt) },
  { header: c.lastSignIn, value: (r) => iso(r.lastSignInAt) },
];

/** GET /v1/admin/operators/export.csv: every operator, oldest first, read a page at a time. */
export function operatorsExport(db: Kysely<Database>): { filename: string; columns: readonly CsvColumn<PlayerRow>[]; pages: CsvPages<PlayerRow> } {
  return { filename: 'operators.csv', columns: operatorColumns, pages: keysetPages((after: number | undefined, size) => operatorsAfter(db, after, size), (r) => r.id) };
}
