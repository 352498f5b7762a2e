import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { texts } from '../../../shared/texts.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BadRequestError, ConflictError } from '../../lib/errors.js';

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

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,128}$/;

/** Refuses a malformed `Idempotency-Key`. */
export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new BadRequestError(`${texts.errors.invalidInput}: Idempotency-Key`);
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
  if (row.requestHash !== request.requestHash) throw new ConflictError(texts.errors.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
  return { statusCode: row.statusCode, body: JSON.parse(row.response) as T, replayed: true };
}

/** The statements behind it, for the synchronous SQLite bet path (params: player, scope, key / + hash, status, response, time). */
export const FIND_ANSWER = 'select request_hash as "requestHash", status_code as "statusCode", response from idempotency_keys where player_id = ? and scope = ? and key = ?';
export const RECORD_ANSWER = 'insert into idempotency_keys (player_id, scope, key, request_hash, status_code, response, created_at) values (?, ?, ?, ?, ?, ?, ?)';

/**
 * The answer already given to this call's key, if any (refused when the key came with another
 * request). Callers look it up before their own checks, so that a retry gets the first answer even
 * when those checks would now refuse it (the round has since locked, the balance is spent).
 */
export async function storedAnswer<T>(db: Kysely<Database>, call: IdempotentCall & { key: string }): Promise<StoredAnswer<T> | undefined> {
  assertKey(call.key);
  const row = await db
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'statusCode', 'response'])
    .where('playerId', '=', call.playerId)
    .where('scope', '=', call.scope)
    .where('key', '=', call.key)
    .executeTakeFirst();
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

  const record = (trx: Transaction<Database>, answer: StoredAnswer<unknown>) =>
    trx
      .insertInto('idempotencyKeys')
      .values({ playerId: call.playerId, scope: call.scope, key, requestHash: hash, statusCode: answer.statusCode, response: JSON.stringify(answer.body), createdAt: call.now })
      .execute();

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
