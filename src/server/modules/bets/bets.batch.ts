import type { PlaceBetBody, PlaceBetResponse } from '../../../shared/api/bets.js';
import type { Gate } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { nextIds, planAsKeyLookups, type Read, readTogether } from '../../db/dialect.js';
import { AppError } from '../../lib/errors.js';
import { answerKey, answersWrite, type AnswerToKeep, IdempotencyMismatchError, replayOf, requestHash, type StoredAnswer, storedAnswersRead } from '../idempotency/index.js';
import { type Ledger, type PlayerBalance, systemShardsRead } from '../ledger/index.js';
import { addRoundStakes, heldGates, type OpenRound } from '../rounds/index.js';
import { afterStake, playGuardsOf, playRulesRead, stakesWrite } from '../safety/index.js';
import { renderPlaced } from './bets.mapper.js';
import { type BettingPlayer, insertBets, lockedPlayersRead, roundStatusesRead } from './bets.repository.js';
import { type BetRules, decideBet } from './bets.rules.js';

/** What a bet's access token claimed: its player, their token version, its sign-in. */
export interface BetSession {
  readonly sub: number;
  readonly ver: number;
  readonly fam?: number | undefined;
}

/** A sign-in's state as a batch reads it. */
export interface SignInState {
  readonly playerId: number;
  readonly revokedAt: number | null;
}

/**
 * How a batch checks its bets' sessions against the rows it locked. The auth module's rules, handed
 * in where the store is made (plugins/app/game.ts), so that bets need not depend on auth.
 */
export interface SessionGate {
  /** The sign-ins named, to read in the batch's transaction with its other facts. */
  signIns(trx: Db, ids: readonly number[]): Read<ReadonlyMap<number, SignInState>>;
  /** Why the bet may not go on (a session ended, a locked or operator account...), undefined when it may. */
  refusal(session: BetSession, player: BettingPlayer | undefined, signIn: SignInState | undefined): AppError | undefined;
}

/** One bet to place, with everything its rules need. */
export interface PlaceBet {
  readonly playerId: number;
  /** The claims of the access token it came with: its session is checked in the batch, against the rows it locks. */
  readonly session: BetSession;
  readonly body: PlaceBetBody;
  /** The open round of the bet's zone. */
  readonly round: OpenRound;
  readonly now: number;
  readonly idempotencyKey: string | undefined;
  readonly rules: BetRules;
}

export interface PlacedBet {
  readonly answer: StoredAnswer<PlaceBetResponse>;
  /** The balance it left; absent for a replayed answer (nothing moved now). */
  readonly balance?: PlayerBalance | undefined;
}

/** What became of one bet of a batch: placed (or its first answer replayed), or refused before any write. */
export type BetOutcome = { readonly placed: PlacedBet } | { readonly refusal: AppError };

/**
 * Decides and writes a batch of bets in the caller's transaction, in arrival order. The facts come
 * in one query per table for the whole batch, sent together (one statement on PostgreSQL): the
 * first answers to retried Idempotency-Keys; the rounds (share-locked on PostgreSQL, so their
 * settlement waits for this batch); the players' balances (their rows locked in id order), then
 * the HOUSE shard's (locked too); their sign-ins; the gates they hold (their stakes' rows in the
 * rounds); their pauses and loss limits (and, only for players who set a limit, their tallies: a
 * second read).
 * `decideBet` then runs per bet, carrying each player's balance, gates and limits across their
 * bets of the batch, so a refusal is decided before anything is written. The writes are set-based,
 * in one round trip on PostgreSQL (the ledger's, `Ledger.postBatch`, which writes from the balances
 * read under lock): the balances' update (the players', one HOUSE shard's) and the ledger's rows,
 * with the insert of the bets (their ids were taken with the facts), the players' stakes in their
 * rounds (what settlement reads), the update of the loss tallies and the answers kept for keys;
 * the transaction's commit goes with them (`endsTransaction`), as its begin went with the facts: two
 * round trips a batch on PostgreSQL. Nothing is sent after the writes.
 */
export async function writeBets(trx: Db, deps: { ledger: Ledger; sessions: SessionGate }, bets: readonly PlaceBet[], shard: number): Promise<BetOutcome[]> {
  // The batch's statements find their rows by key, their lists as arrays: one plan, by index, fits every batch size.
  await planAsKeyLookups(trx);
  const playerIds = [...new Set(bets.map((b) => b.playerId))];
  const keyed = bets.flatMap((b) => (b.idempotencyKey === undefined ? [] : [{ playerId: b.playerId, key: b.idempotencyKey }]));
  const families = [...new Set(bets.flatMap((b) => (b.session.fam === undefined ? [] : [b.session.fam])))];
  // One statement on PostgreSQL, in this order: the rounds are share-locked before the players' rows.
  const facts = await readTogether(trx, {
    answers: storedAnswersRead(trx, 'bets', keyed),
    rounds: roundStatusesRead(trx, [...new Set(bets.map((b) => b.round.id))]),
    players: lockedPlayersRead(trx, playerIds),
    // The HOUSE shard this batch credits, locked after the players (the ledger's lock order): with
    // the players' balances, what the ledger writes the batch from in one round trip.
    house: systemShardsRead(trx, [{ code: 'HOUSE', shard }]),
    signIns: deps.sessions.signIns(trx, families),
    held: heldGates(trx, uniquePairs(bets)),
    rules: playRulesRead(trx, playerIds),
    // Ids for the bets that will be accepted (at most all of them), so that each is written with its bet.
    ids: nextIds(trx, 'bets', bets.length),
  });
  const { answers, rounds, players, signIns, held } = facts;
  const balances = new Map([...players].map(([id, p]) => [id, p.balance]));
  const guards = await playGuardsOf(trx, facts.rules, Math.max(...bets.map((b) => b.now)));

  /** Each bet's outcome; an accepted bet's is filled in once written, a retry's of the same batch points to its first call. */
  const outcomes: Array<BetOutcome | { readonly sameAs: number } | undefined> = [];
  const accepted: Array<{ readonly index: number; readonly bet: PlaceBet; readonly gate: Gate; readonly units: number; readonly hash?: string }> = [];
  /** Keys answered earlier in this batch: a concurrent retry gets the first answer, like a later one. */
  const answeredHere = new Map<string, { readonly index: number; readonly hash: string }>();
  for (const [index, bet] of bets.entries()) {
    // The checks of authentication, as they stand under this batch's locks: a lock, a password
    // change or a sign-out that committed before it refuses the bet (even its retry's replay).
    const player = players.get(bet.playerId);
    const unauthorized = deps.sessions.refusal(bet.session, player, bet.session.fam === undefined ? undefined : signIns.get(bet.session.fam));
    if (unauthorized) {
      outcomes.push({ refusal: unauthorized });
      continue;
    }
    const key = bet.idempotencyKey === undefined ? undefined : answerKey(bet.playerId, bet.idempotencyKey);
    const hash = key === undefined ? undefined : requestHash(bet.body);
    const earlier = key === undefined ? undefined : answers.get(key);
    const sibling = key === undefined ? undefined : answeredHere.get(key);
    if (earlier) {
      outcomes.push(replayed(() => ({ placed: { answer: replayOf<PlaceBetResponse>(earlier, { requestHash: hash! }) } })));
      continue;
    }
    if (sibling) {
      outcomes.push(sibling.hash === hash ? { sameAs: sibling.index } : { refusal: new IdempotencyMismatchError() });
      continue;
    }
    const pair = `${bet.round.id}:${bet.playerId}`;
    const gates = held.get(pair) ?? new Set<Gate>();
    const facts = {
      now: bet.now,
      round: { status: rounds.get(bet.round.id) ?? 'SETTLED', endTime: bet.round.endTime, payoutBps: bet.round.payoutBps },
      heldGates: [...gates],
      balance: balances.get(bet.playerId) ?? 0,
      guard: guards.get(bet.playerId),
    } as const;
    const decision = decideBet(bet.body, facts, bet.rules);
    if ('refusal' in decision) {
      outcomes.push(decision);
      continue;
    }
    // What this bet changes for the player's next bets of the batch.
    balances.set(bet.playerId, facts.balance - decision.units);
    held.set(pair, gates.add(decision.gate));
    const guard = afterStake(facts.guard, decision.units);
    if (guard) guards.set(bet.playerId, guard);
    if (key !== undefined && hash !== undefined) answeredHere.set(key, { index, hash });
    accepted.push({ index, bet, gate: decision.gate, units: decision.units, ...(hash === undefined ? {} : { hash }) });
    outcomes.push(undefined);
  }

  if (accepted.length) {
    const rows = accepted.map((a, i) => ({ id: facts.ids[i]!, playerId: a.bet.playerId, roundId: a.bet.round.id, gate: a.gate, amount: a.units, createdAt: a.bet.now }));
    await deps.ledger.postBatch(
      trx,
      accepted.map((a, i) => ({ from: { player: a.bet.playerId }, to: { system: 'HOUSE' as const }, amount: a.units, kind: 'BET' as const, ref: { type: 'bet', id: rows[i]!.id }, now: a.bet.now })),
      {
        shard,
        endsTransaction: true,
        lockedBalances: { players: new Map([...players].map(([id, p]) => [id, { balance: p.balance, version: p.balanceVersion }])), systems: facts.house },
        writesWith: {
          // With the balances' update: the bets, their stakes in their rounds and in the loss tallies.
          alongside: [
            insertBets(trx, rows),
            addRoundStakes(trx, accepted.map((a) => ({ roundId: a.bet.round.id, playerId: a.bet.playerId, gate: a.gate, units: a.units, payoutBps: a.bet.round.payoutBps, endsAt: a.bet.round.endTime }))),
            stakesWrite(trx, accepted.map((a) => ({ playerId: a.bet.playerId, units: a.units, at: a.bet.now }))),
          ],
          // With the ledger's rows: the answers kept for Idempotency-Keys, which show the balance each bet left.
          after: (moved) => {
            const kept: AnswerToKeep[] = [];
            accepted.forEach((a, i) => {
              const balance = moved[i]!;
              const answer: StoredAnswer<PlaceBetResponse> = { statusCode: 201, body: renderPlaced(rows[i]!, a.bet.round, balance) };
              outcomes[a.index] = { placed: { answer, balance } };
              if (a.hash !== undefined) kept.push({ playerId: a.bet.playerId, key: a.bet.idempotencyKey!, requestHash: a.hash, answer, now: a.bet.now });
            });
            return [answersWrite(trx, 'bets', kept)];
          },
        },
      },
    );
  }
  // A retry that came in the same batch as its first call reads the first answer, having moved nothing.
  return outcomes.map((outcome) => {
    if (outcome === undefined || !('sameAs' in outcome)) return outcome!;
    const first = outcomes[outcome.sameAs] as { placed: PlacedBet };
    return { placed: { answer: { ...first.placed.answer, replayed: true } } };
  });
}

/** A replay, or its refusal (the key came with another request). */
function replayed(replay: () => BetOutcome): BetOutcome {
  try {
    return replay();
  } catch (error) {
    if (error instanceof AppError) return { refusal: error };
    throw error;
  }
}

function uniquePairs(bets: readonly PlaceBet[]): Array<{ roundId: number; playerId: number }> {
  const pairs = new Map(bets.map((b) => [`${b.round.id}:${b.playerId}`, { roundId: b.round.id, playerId: b.playerId }]));
  return [...pairs.values()];
}
