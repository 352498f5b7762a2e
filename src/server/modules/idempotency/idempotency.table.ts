import type { Generated } from 'kysely';

/** Row of `idempotency_keys`: the first answer to a money call, replayed to its retries. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  playerId: number;
  scope: string;
  key: string;
  /** SHA-256 of the request body: a key reused for a different request is refused. */
  requestHash: string;
  statusCode: number;
  response: string;
  createdAt: number;
}
