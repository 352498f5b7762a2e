import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { type Read, read, readOne, rowsTable, type Write, write, writeOne } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ConflictError } from '../../lib/errors.js';

/** What a money call answered: replayed as it is to every retry carrying the same key. */
export interface StoredAnswer<T> {
  readonly statusCode: number;
  readonly body: T;
  /** True when this is the first answer given again: nothing moved now (so nothing to announce). */
  readonly replayed?: boolean;
}

export interface IdempotentCall {
  readonly playerId: number;
  /** The kind of call, e.g. 'bets' or 'withdrawals'. */
  readonly scope: string;
  /** The `Idempotency-Key` header, if any. */
  readonly key: string | undefined;
  /** The request body: a key reused for a different request is refused. */
  readonly request: unknown;
}

/** A key that came before with another request: refused, nothing moved. */
export class IdempotencyMismatchError extends ConflictError {
  constructor() {
    super(texts.errors.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
  }
}

/** SHA-256 of the request body: a key reused for a different request is refused. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request ?? null)).digest('hex');
}

/** A stored first answer as it was found by key (on either database). */
export interface StoredRow {
  readonly requestHash: string;
  readonly statusCode: number;
  readonly response: string;
}

/**
 * The shared rule of every replay, on both databases: the first answer, given again, or a refusal
 * when the key came with another request.
 */
export function replayOf<T>(row: StoredRow, request: { readonly requestHash: string }): StoredAnswer<T> {
  if (row.requestHash !== request.requestHash) throw new IdempotencyMismatchError();
  return { statusCode: row.statusCode, body: JSON.parse(row.response) as T, replayed: true };
}

/** The answers already given to these calls' keys in one scope, by `answerKey(playerId, key)`: one query. */
export function storedAnswers(db: Db, scope: string, calls: ReadonlyArray<{ readonly playerId: number; readonly key: string }>): Promise<Map<string, StoredRow>> {
  return readOne(storedAnswersRead(db, scope, calls));
}

/** The same, as a read to send with others (`readTogether`). */
export function storedAnswersRead(db: Db, scope: string, calls: ReadonlyArray<{ readonly playerId: number; readonly key: string }>): Read<Map<string, StoredRow>> {
  if (!calls.length) return read(undefined, () => new Map<string, StoredRow>());
  const query = db
    .selectFrom('idempotencyKeys')
    .innerJoin(rowsTable(db, { player_id: 'bigint', key: 'text' }, calls.map((c) => ({ player_id: c.playerId, key: c.key }))).as('v'), (join) =>
      join.onRef('v.player_id', '=', 'idempotencyKeys.playerId').onRef('v.key', '=', 'idempotencyKeys.key'),
    )
    .select(['idempotencyKeys.playerId', 'idempotencyKeys.key', 'requestHash', 'statusCode', 'response'])
    .where('scope', '=', scope);
  return read(query, (rows) => new Map(rows.map((row) => [answerKey(row.playerId, row.key), row])));
}

/** How `storedAnswers` names a player's key. */
export const answerKey = (playerId: number, key: string) => `${playerId}:${key}`;

/** What `recordAnswers` keeps of one call. */
export interface AnswerToKeep {
  readonly playerId: number;
  readonly key: string;
  readonly requestHash: string;
  readonly answer: StoredAnswer<unknown>;
  readonly now: number;
}

/** Keeps first answers in one scope, to be replayed to retries: one statement. */
export async function recordAnswers(db: Db, scope: string, answers: readonly AnswerToKeep[]): Promise<void> {
  await writeOne(db, answersWrite(db, scope, answers));
}

/** The same, as a write to send with others (`writeTogether`). */
export function answersWrite(db: Db, scope: string, answers: readonly AnswerToKeep[]): Write<void> {
  if (!answers.length) return write(undefined);
  return write(sql`insert into idempotency_keys (player_id, scope, key, request_hash, status_code, response, created_at)
    select player_id, scope, key, request_hash, status_code, response, created_at from ${rowsTable(
      db,
      { player_id: 'bigint', scope: 'text', key: 'text', request_hash: 'text', status_code: 'integer', response: 'text', created_at: 'bigint' },
      answers.map((a) => ({ player_id: a.playerId, scope, key: a.key, request_hash: a.requestHash, status_code: a.answer.statusCode, response: JSON.stringify(a.answer.body), created_at: a.now })),
    )} as v`);
}

/**
 * The answer already given to this call's key, if any (refused when the key came with another
 * request). Callers look it up before their own checks, so that a retry gets the first answer even
 * when those checks would now refuse it (the round has since locked, the balance is spent).
 */
async function storedAnswer<T>(db: Db, call: IdempotentCall & { key: string }): Promise<StoredAnswer<T> | undefined> {
  const row = (await storedAnswers(db, call.scope, [call])).get(answerKey(call.playerId, call.key));
  return row ? replayOf<T>(row, { requestHash: requestHash(call.request) }) : undefined;
}

/**
 * Runs `work` in one transaction together with the record of its answer, so that a call with an
 * `Idempotency-Key` moves money at most once: a retry (even a concurrent one) gets the first
 * answer back. A refusal (an error thrown by `work`) moved nothing and is not recorded, so a retry
 * runs again. Without a key, `work` simply runs in a transaction.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  call: IdempotentCall & { readonly now: number },
  work: (trx: Transaction<Database>) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  if (call.key === undefined) return db.transaction().execute(work);
  const hash = requestHash(call.request);
  const key = call.key;
  const replay = () => storedAnswer<T>(db, { ...call, key });

  const earlier = await replay();
  if (earlier) return earlier;

  const record = (trx: Transaction<Database>, answer: StoredAnswer<unknown>) => recordAnswers(trx, call.scope, [{ playerId: call.playerId, key, requestHash: hash, answer, now: call.now }]);

  try {
    return await db.transaction().execute(async (trx) => {
      const answer = await work(trx);
      await record(trx, answer);
      return answer;
    });
  } catch (error) {
    // A concurrent retry committed first: answer as it did.
    if (isUniqueViolation(error)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw error;
  }
}
