import type SQLite from 'better-sqlite3';
import type { PlaceBetResponse } from '../../../shared/api/bets.js';
import { type Gate, OPPOSITE_GATE } from '../../../shared/game.js';
import { texts } from '../../../shared/texts.js';
import { ConflictError } from '../../lib/errors.js';
import type { StoredAnswer } from '../idempotency/idempotency.service.js';
import { InsufficientBalanceError } from '../ledger/ledger.errors.js';
import { BettingLockedError, OppositeGateError, WinPassesCapError } from './bets.errors.js';
import type { BetRow } from './bets.table.js';

export interface BetInput {
  readonly playerId: number;
  readonly roundId: number;
  readonly gate: Gate;
  /** Units. */
  readonly amount: number;
  /** The largest balance (units) the bet may be placed from: its win must not pass the maximum. */
  readonly maxBalanceBefore: number;
  readonly now: number;
}

export interface IdempotencyInput {
  readonly key: string;
  readonly requestHash: string;
}

type Render = (bet: BetRow, balanceUnits: number) => PlaceBetResponse;

/** The statements of one connection, prepared once. */
const prepared = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>();
function prepare(sqlite: SQLite.Database) {
  return {
    findKey: sqlite.prepare<[number, string], { request_hash: string; status_code: number; response: string }>(
      "select request_hash, status_code, response from idempotency_keys where player_id = ? and scope = 'bets' and key = ?",
    ),
    insertKey: sqlite.prepare("insert into idempotency_keys (player_id, scope, key, request_hash, status_code, response, created_at) values (?, 'bets', ?, ?, ?, ?, ?)"),
    roundOpen: sqlite.prepare<[number], { one: number }>("select 1 as one from rounds where id = ? and status = 'OPEN'"),
    insertBet: sqlite.prepare<[number, number, Gate, number, number], { id: number }>(
      'insert into bets (player_id, round_id, gate, amount, created_at) values (?, ?, ?, ?, ?) returning id',
    ),
    debit: sqlite.prepare<[number, number, number, number], { balance: number }>(
      'update players set balance = balance - ? where id = ? and balance >= ? and balance <= ? returning balance',
    ),
    balance: sqlite.prepare<[number], { balance: number }>('select balance from players where id = ?'),
    ledger: sqlite.prepare("insert into ledger_entries (player_id, delta, kind, ref_type, ref_id, balance_after, created_at) values (?, ?, 'BET', 'bet', ?, ?, ?)"),
    holds: sqlite.prepare<[number, number, Gate], { one: number }>('select 1 as one from bets where round_id = ? and player_id = ? and gate = ? limit 1'),
  };
}

/** A refusal of one bet (thrown before any of its writes), as opposed to a failure of the batch. */
class Refusal {
  constructor(readonly error: Error) {}
}

/**
 * One bet on SQLite, as prepared statements: the same rules as the Kysely version in bets.service.ts
 * (round still open; no opposite gate; debit only if the balance covers it, with its ledger row; the
 * first answer kept for the Idempotency-Key). Every refusal is decided before the bet's first write
 * (the conditional debit writes nothing when it fails), so a refused bet leaves nothing behind
 * without a savepoint. Any other error after a write fails the whole batch: nothing of it commits.
 */
function placeOne(sqlite: SQLite.Database, job: BetJob): StoredAnswer<PlaceBetResponse> {
  let s = prepared.get(sqlite);
  if (!s) prepared.set(sqlite, (s = prepare(sqlite)));
  const { input, idempotency, render } = job;
  if (idempotency) {
    const earlier = s.findKey.get(input.playerId, idempotency.key);
    if (earlier) {
      if (earlier.request_hash !== idempotency.requestHash) throw new Refusal(new ConflictError(texts.errors.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH'));
      return { statusCode: earlier.status_code, body: JSON.parse(earlier.response) as PlaceBetResponse, replayed: true };
    }
  }
  if (!s.roundOpen.get(input.roundId)) throw new Refusal(new BettingLockedError());
  if (s.holds.get(input.roundId, input.playerId, OPPOSITE_GATE[input.gate])) throw new Refusal(new OppositeGateError());
  const debited = s.debit.get(input.amount, input.playerId, input.amount, input.maxBalanceBefore);
  if (!debited) {
    const over = (s.balance.get(input.playerId)?.balance ?? 0) > input.maxBalanceBefore;
    throw new Refusal(over ? new WinPassesCapError() : new InsufficientBalanceError());
  }
  const bet = s.insertBet.get(input.playerId, input.roundId, input.gate, input.amount, input.now)!;
  s.ledger.run(input.playerId, -input.amount, String(bet.id), debited.balance, input.now);
  const row: BetRow = { id: bet.id, playerId: input.playerId, roundId: input.roundId, gate: input.gate, amount: input.amount, createdAt: input.now };
  const answer = { statusCode: 201, body: render(row, debited.balance) };
  if (idempotency) s.insertKey.run(input.playerId, idempotency.key, idempotency.requestHash, answer.statusCode, JSON.stringify(answer.body), input.now);
  return answer;
}

interface BetJob {
  readonly input: BetInput;
  readonly idempotency: IdempotencyInput | undefined;
  readonly render: Render;
  readonly resolve: (answer: StoredAnswer<PlaceBetResponse>) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit for bets on SQLite. A commit costs more than the bet itself (the WAL write), so the
 * bets that arrive during one turn of the event loop are written in one transaction, and every
 * caller gets its answer after that commit. Nothing can interleave with the
 * synchronous transaction, and it runs while holding Kysely's lock on the connection, so no other
 * transaction is open meanwhile. If the commit itself fails, every bet of the batch is refused and
 * nothing of it is kept.
 */
export class SqliteBetWriter {
  private queue: BetJob[] = [];
  private scheduled = false;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly lock: <T>(work: () => Promise<T>) => Promise<T>,
  ) {}

  place(input: BetInput, idempotency: IdempotencyInput | undefined, render: Render): Promise<StoredAnswer<PlaceBetResponse>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, idempotency, render, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    try {
      const outcomes = await this.lock(async () =>
        this.sqlite
          .transaction(() =>
            batch.map((job) => {
              try {
                return { answer: placeOne(this.sqlite, job) };
              } catch (error) {
                // A refusal concerns one bet; anything else aborts (and rolls back) the batch.
                if (error instanceof Refusal) return { error: error.error };
                throw error;
              }
            }),
          )
          .immediate(),
      );
      outcomes.forEach((outcome, i) => ('answer' in outcome ? batch[i]!.resolve(outcome.answer!) : batch[i]!.reject(outcome.error)));
    } catch (error) {
      for (const job of batch) job.reject(error);
    }
  }
}
