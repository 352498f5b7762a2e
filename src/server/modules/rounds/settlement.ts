import type { RawBuilder } from 'kysely';
import { winningGates } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isPostgres, rowsTable } from '../../db/dialect.js';
import { type Ledger, type PlayerBalance, SYSTEM_SHARDS } from '../ledger/index.js';
import type { FairnessChains } from './chains.js';
import { roundDigits } from './fairness.js';
import { findRound } from './rounds.repository.js';
import type { RoundRow } from './rounds.table.js';
import { allStakes, chunkCredited, creditedFor, chunksLeft, chunkToCredit, claimRound, finishCredits, lockedCredits, planCredits, plannedCredits, plannedDone, type PlayerStake, ROUND_EFFECTS, recordBetCount, stakesOf, winningsOf } from './settlement.repository.js';

export type { PlayerStake } from './settlement.repository.js';

/** What an effect of settlement works on. */
export interface Settlement {
  /** The round, settled, with its totals. */
  readonly round: RoundRow;
  /** The players of this part of the settlement, with their stakes and winnings (a chunk's; none at the claim). */
  readonly stakes: readonly PlayerStake[];
  /** The same players as a relation `(player_id, bets, staked, won)` for set-based SQL (every player's, for a round effect). */
  readonly stakesRows: RawBuilder<unknown>;
}

/**
 * Something that happens with every settlement, inside one of its transactions, so it is never lost
 * and never applied twice (a failure rolls that transaction back and the next pass tries again):
 * - `claim`: once, with the claim that fixes the result (no players yet);
 * - `players`: once per chunk of players, with that chunk's players (wins rollups, loss tallies,
 *   daily totals);
 * - `round`: once, in a transaction of its own beside the chunks', with every player of the round
 *   (commissions, which sum stakes over a whole downline: they need the round's stakes, not its
 *   winners' credits).
 * It returns the balances it changed, announced once its transaction commits.
 */
export interface SettlementEffect {
  readonly name: string;
  readonly on: 'claim' | 'players' | 'round';
  run(trx: Db, settlement: Settlement): Promise<readonly PlayerBalance[] | void>;
}

export interface SettlementDeps {
  readonly db: Db;
  readonly ledger: Ledger;
  /** Stamps when a round's credits were all done. */
  readonly clock: Pick<Clock, 'now'>;
  readonly effects?: readonly SettlementEffect[];
  /** Players of a chunk at least (`minChunk`; tests make it smaller). */
  readonly minChunk?: number;
  /** Chunks credited at once (`creditLanes`; tests choose). */
  readonly lanes?: number;
}

/**
 * Credits are written in at most this many chunks (each moves its own HOUSE shard), of at least
 * `minChunk` players. On PostgreSQL 1,000: a batch of bets locks its players' rows, so a batch with
 * one player of the chunk being credited waits for that chunk's commit; in bench/round-load.ts
 * (20,000 bettors, 1,250 a chunk) bets into another round kept p99 104-136 ms across the
 * settlement, against 184-284 ms with chunks of 5,000, while the last winner was credited 2.4-3.0 s
 * after the round's end instead of 1.3-1.7 s. On SQLite 20,000, as its one writer makes every bet
 * wait for any transaction, and a commit costs more than on PostgreSQL.
 */
const MAX_CHUNKS = SYSTEM_SHARDS;
const minChunk = (db: Db) => (isPostgres(db) ? 1000 : 20_000);

/**
 * Chunks credited at once. On PostgreSQL two: each chunk's transaction is one backend's work, its
 * players and HOUSE shard its own, so two run side by side (bench/settlement.ts, 13 chunks of 6,250
 * players: 957 ms one after the other, 654 ms two at a time, 621 ms three at a time on 2 cores; two
 * leave the bets a core). On SQLite one: its one writer takes transactions in turn anyway.
 */
const creditLanes = (deps: SettlementDeps) => (deps.db.isTransaction ? 1 : (deps.lanes ?? (isPostgres(deps.db) ? 2 : 1)));

/**
 * The first step of settlement, one short transaction: reveals the round's seed, derives its digits
 * and marks it SETTLED with its winning gates by a conditional update (so it happens exactly once,
 * whichever instance or restart gets there, after the bets that hold its share lock), counts its
 * bets and runs the `claim` effects. The result can be announced as soon as this commits (its
 * players' totals add up as their chunks are credited). Returns undefined when the round was
 * already settled.
 */
export async function claimSettlement(deps: SettlementDeps, chains: FairnessChains, round: RoundRow, now: number): Promise<RoundRow | undefined> {
  const seed = await chains.seedOf(round.zone, round.chainNo, round.incId);
  const result = roundDigits(seed, await chains.getSalt(), round.zone, round.incId);
  const [highLowWinner, oddEvenWinner] = winningGates(result) as [NonNullable<RoundRow['highLowWinner']>, NonNullable<RoundRow['oddEvenWinner']>];
  return inTransaction(deps.db, async (trx) => {
    const claimed = await claimRound(trx, round.id, { seed, result, highLowWinner, oddEvenWinner, settledAt: now });
    if (!claimed) return undefined;
    const settled = await recordBetCount(trx, claimed.id);
    await runEffects(trx, deps.effects, 'claim', { round: settled, stakes: [], stakesRows: rowsTable(trx, STAKE_COLUMNS, []) });
    return settled;
  });
}

/**
 * The credits of a claimed round, in three steps:
 * - the plan, once (the round's row locked, so two instances or a restart agree on it): the round's
 *   own effects, then its players cut into chunks in id order (`round_credits`);
 * - each planned row not yet done, in its own transaction, `creditLanes` at once, the round's own
 *   effects first (the longest, commissions: they need every player's stakes, not the chunks'
 *   credits). The transaction locks the row (another pass that got there first leaves nothing to do)
 *   and stamps it. A chunk credits its winners from HOUSE through the ledger (one WIN row per winner,
 *   one HOUSE row on the chunk's own shard: the ledger's unique key would refuse a second credit
 *   anyway), runs the `players` effects and adds its players to the round's totals; winners' rows
 *   stay locked for their chunk only;
 * - the mark that all is done, once every row is.
 * Tells the balances changed and the chunk's players with their stakes and winnings, row by row as
 * each committed (`onCredited`), from the rows the chunk already read. A row that fails leaves it for
 * the next pass: the others go on, and its error is thrown once they are done.
 */
export async function creditSettlement(
  deps: SettlementDeps,
  round: RoundRow,
  onCredited: (balances: readonly PlayerBalance[], stakes: readonly PlayerStake[]) => void = () => {},
): Promise<void> {
  // Sized by the bets (a player has one at least), so that the chunks are MAX_CHUNKS at most.
  const size = Math.max(deps.minChunk ?? minChunk(deps.db), Math.ceil(round.betCount / MAX_CHUNKS));
  const plan = await inTransaction(deps.db, async (trx) => {
    const state = await lockedCredits(trx, round.id);
    if (state.creditedAt !== null) return undefined;
    const planned = await plannedCredits(trx, round.id);
    return planned.length ? planned : planCredits(trx, round.id, size);
  });
  if (!plan) return;
  await inLanes(
    creditLanes(deps),
    plan.filter((c) => c.creditedAt === null),
    async ({ chunk }) => {
      const done = await inTransaction(deps.db, async (trx) => {
        const todo = await chunkToCredit(trx, round.id, chunk);
        if (!todo) return undefined;
        if (chunk === ROUND_EFFECTS) {
          const changed = await runEffects(trx, deps.effects, 'round', { round, stakes: [], stakesRows: allStakes(round) });
          await plannedDone(trx, round.id, chunk, deps.clock.now());
          return { credited: changed, stakes: [] };
        }
        const stakes = await stakesOf(trx, round, todo);
        const credited = [
          ...(await deps.ledger.postMany(trx, {
            from: 'HOUSE',
            kind: 'WIN',
            ref: { type: 'round', id: round.id },
            credits: winningsOf(round, todo),
            shard: chunk % SYSTEM_SHARDS,
            now: round.settledAt!,
          })),
          ...(await runEffects(trx, deps.effects, 'players', chunkSettlement(trx, round, stakes))),
        ];
        const sum = (of: (s: PlayerStake) => number) => stakes.reduce((total, s) => total + of(s), 0);
        await chunkCredited(trx, round.id, chunk, { players: stakes.length, staked: sum((s) => s.staked), won: sum((s) => s.won) }, deps.clock.now());
        return { credited, stakes };
      });
      if (done && (done.credited.length || done.stakes.length)) onCredited(done.credited, done.stakes);
    },
  );
  await inTransaction(deps.db, async (trx) => {
    const state = await lockedCredits(trx, round.id);
    if (state.creditedAt !== null) return;
    // Every row was done by this pass or waited for (its lock) when another pass had it.
    const left = await chunksLeft(trx, round.id);
    if (left) throw new Error(`round ${round.id}: ${left} planned credits left after doing them`);
    await finishCredits(trx, round.id, deps.clock.now());
  });
}

/** Works through `items` in `lanes` lanes, each taking the next item when its last is done; a failed item does not stop the others, and the first error is thrown once all are done. */
async function inLanes<T>(lanes: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item).catch((error: unknown) => {
        failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failure) throw failure.error;
}

/** Claims and credits a round at once (catch-up, tests, benchmarks); undefined when already claimed. */
export async function settleRound(deps: SettlementDeps, chains: FairnessChains, round: RoundRow, now: number): Promise<{ round: RoundRow; credited: PlayerBalance[] } | undefined> {
  const settled = await claimSettlement(deps, chains, round, now);
  if (!settled) return undefined;
  const credited: PlayerBalance[] = [];
  await creditSettlement(deps, settled, (balances) => credited.push(...balances));
  return { round: (await findRound(deps.db, settled.id))!, credited };
}

const STAKE_COLUMNS = { player_id: 'bigint', bets: 'integer', staked: 'bigint', won: 'bigint' } as const;

/** A chunk's settlement; its players' relation is built only if an effect asks for it (none of the chunk's effects does today). */
function chunkSettlement(trx: Db, round: RoundRow, stakes: readonly PlayerStake[]): Settlement {
  let rows: RawBuilder<unknown> | undefined;
  return {
    round,
    stakes,
    get stakesRows() {
      return (rows ??= rowsTable(trx, STAKE_COLUMNS, stakes.map((s) => ({ player_id: s.playerId, bets: s.bets, staked: s.staked, won: s.won }))));
    },
  };
}

async function runEffects(trx: Db, effects: readonly SettlementEffect[] = [], on: SettlementEffect['on'], settlement: Settlement): Promise<PlayerBalance[]> {
  const changed: PlayerBalance[] = [];
  for (const effect of effects) if (effect.on === on) changed.push(...((await effect.run(trx, settlement)) ?? []));
  return changed;
}

function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * In SQL, whether the settled round `rounds` has credited the player: all of it, or the player's
 * chunk (the player's own results show while the rest of the round is still crediting).
 */
export function creditedTo(playerId: number): RawBuilder<boolean> {
  return creditedFor(playerId);
}
