import type SQLite from 'better-sqlite3';
import type { PlaceBetResponse } from '../../../shared/api/bets.js';
import type { Gate } from '../../../shared/game.js';
import { AppError } from '../../lib/errors.js';
import { FIND_ANSWER, RECORD_ANSWER, replayOf, requestHash, type StoredAnswer, type StoredRow } from '../idempotency/idempotency.service.js';
import { postNow } from '../ledger/ledger.sqlite.js';
import type { LedgerLimits } from '../ledger/ledger.transfer.js';
import { dayStart } from '../safety/safety.periods.js';
import { guardParts, needsTallies, periodStarts, playGuard } from '../safety/safety.rules.js';
import { ADD_STAKES, SAFETY_ROW, type SafetyRowSql, TALLY_SUMS, type TallySumsSql } from '../safety/safety.sql.js';
import { renderPlaced } from './bets.mapper.js';
import { decideBet } from './bets.rules.js';
import type { BetStore, PlaceBet, PlacedBet } from './bets.store.js';
import type { BetRow } from './bets.table.js';

/** The statements of one connection, prepared once. */
const prepared = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>();
function prepare(sqlite: SQLite.Database) {
  return {
    findAnswer: sqlite.prepare<[number, string, string], StoredRow>(FIND_ANSWER),
    recordAnswer: sqlite.prepare(RECORD_ANSWER),
    roundStatus: sqlite.prepare<[number], { status: 'OPEN' | 'SETTLED' }>('select status from rounds where id = ?'),
    balance: sqlite.prepare<[number], { balance: number }>('select balance from players where id = ?'),
    heldGates: sqlite.prepare<[number, number], { gate: Gate }>('select distinct gate from bets where round_id = ? and player_id = ?'),
    insertBet: sqlite.prepare<[number, number, Gate, number, number], { id: number }>(
      'insert into bets (player_id, round_id, gate, amount, created_at) values (?, ?, ?, ?, ?) returning id',
    ),
    safetyRow: sqlite.prepare<[number], SafetyRowSql>(SAFETY_ROW),
    tallySums: sqlite.prepare<[number, number, number, number, number], TallySumsSql>(TALLY_SUMS),
    addStakes: sqlite.prepare<[number, number, number]>(ADD_STAKES),
  };
}

/** A refusal of one bet (decided before any of its writes), as opposed to a failure of the batch. */
class Refusal {
  constructor(readonly error: AppError) {}
}

/**
 * One bet, as synchronous prepared statements: the steps and order of KyselyBetStore, the same
 * `decideBet`, the same ledger statements (ledger.sqlite.ts) and the same replay rule. Every refusal
 * comes before the bet's first write, so a refused bet leaves nothing behind without a savepoint.
 */
function placeOne(sqlite: SQLite.Database, bet: PlaceBet, limits: LedgerLimits): PlacedBet {
  let s = prepared.get(sqlite);
  if (!s) prepared.set(sqlite, (s = prepare(sqlite)));
  const key = bet.idempotencyKey;
  const hash = key === undefined ? '' : requestHash(bet.body);
  if (key !== undefined) {
    const earlier = s.findAnswer.get(bet.playerId, 'bets', key);
    if (earlier) {
      try {
        return { answer: replayOf<PlaceBetResponse>(earlier, { requestHash: hash }) };
      } catch (error) {
        throw error instanceof AppError ? new Refusal(error) : error;
      }
    }
  }
  const safety = s.safetyRow.get(bet.playerId);
  const parts = safety && guardParts(safety, bet.now);
  const starts = parts && needsTallies(parts) ? periodStarts(bet.now) : undefined;
  const sums = starts && s.tallySums.get(starts.DAY, starts.WEEK, starts.MONTH, bet.playerId, Math.min(starts.WEEK, starts.MONTH));
  const facts = {
    now: bet.now,
    round: { status: s.roundStatus.get(bet.round.id)?.status ?? 'SETTLED', endTime: bet.round.endTime, payoutBps: bet.round.payoutBps },
    heldGates: s.heldGates.all(bet.round.id, bet.playerId).map((r) => r.gate),
    balance: s.balance.get(bet.playerId)?.balance ?? 0,
    guard: parts && playGuard(parts, sums, bet.now),
  } as const;
  const decision = decideBet(bet.body, facts, bet.rules);
  if ('refusal' in decision) throw new Refusal(decision.refusal);
  const { id } = s.insertBet.get(bet.playerId, bet.round.id, decision.gate, decision.units, bet.now)!;
  const balance = postNow(sqlite, { from: { player: bet.playerId }, to: { system: 'HOUSE' }, amount: decision.units, kind: 'BET', ref: { type: 'bet', id }, now: bet.now }, limits)!;
  s.addStakes.run(bet.playerId, dayStart(bet.now), decision.units);
  const row: BetRow = { id, playerId: bet.playerId, roundId: bet.round.id, gate: decision.gate, amount: decision.units, createdAt: bet.now };
  const answer: StoredAnswer<PlaceBetResponse> = { statusCode: 201, body: renderPlaced(row, bet.round, balance) };
  if (key !== undefined) s.recordAnswer.run(bet.playerId, 'bets', key, hash, answer.statusCode, JSON.stringify(answer.body), bet.now);
  return { answer, balance };
}

interface BetJob {
  readonly bet: PlaceBet;
  readonly resolve: (placed: PlacedBet) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Bets on SQLite, with group commit: a commit costs more than the bet itself (the WAL write), so
 * the bets that arrive during one turn of the event loop are written in one transaction, and every
 * caller gets its answer after that commit. Nothing can interleave with the synchronous
 * transaction, and it runs while holding Kysely's lock on the connection, so no other transaction
 * is open meanwhile. If the commit itself fails, every bet of the batch is refused and nothing of it
 * is kept.
 */
export class SqliteBetStore implements BetStore {
  private queue: BetJob[] = [];
  private scheduled = false;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly lock: <T>(work: () => Promise<T>) => Promise<T>,
    private readonly limits: () => LedgerLimits,
  ) {}

  place(bet: PlaceBet): Promise<PlacedBet> {
    return new Promise((resolve, reject) => {
      this.queue.push({ bet, resolve, reject });
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
    const limits = this.limits();
    try {
      const outcomes = await this.lock(async () =>
        this.sqlite
          .transaction(() =>
            batch.map((job) => {
              try {
                return { placed: placeOne(this.sqlite, job.bet, limits) };
              } catch (error) {
                // A refusal concerns one bet; anything else aborts (and rolls back) the batch.
                if (error instanceof Refusal) return { error: error.error };
                throw error;
              }
            }),
          )
          .immediate(),
      );
      outcomes.forEach((outcome, i) => ('placed' in outcome ? batch[i]!.resolve(outcome.placed!) : batch[i]!.reject(outcome.error)));
    } catch (error) {
      for (const job of batch) job.reject(error);
    }
  }
}

