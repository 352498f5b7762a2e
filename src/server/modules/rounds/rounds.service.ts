import type { FairnessResponse, Round, SessionsQuery, SessionsResponse } from '../../../shared/api/rounds.js';
import { texts } from '../../../shared/texts.js';
import { NotFoundError } from '../../lib/errors.js';
import { paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import type { FairnessChains } from './chains.js';
import { toRound } from './rounds.mapper.js';
import type { Insertable } from 'kysely';
import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import * as repository from './rounds.repository.js';
import { fairnessChainRows, findRound, findRoundByNumber, settledRoundsPage } from './rounds.repository.js';
import type { OpenRound, RoundRow, RoundsTable } from './rounds.table.js';
import { uncreditedRounds } from './settlement.repository.js';

/** GET /v1/sessions: settled rounds, newest first (public). */
export async function settledRounds(ctx: AppContext, query: SessionsQuery): Promise<SessionsResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await settledRoundsPage(ctx.db, query.zone, limit, offset);
  return { results: rows.map(toRound), ...info(total) };
}

/**
 * GET /v1/sessions/{zone}/{incId} (public): a settled round by level and number, for anyone checking it
 * against the published chain. An open round reveals nothing more here: 404 saying it has not ended.
 */
export async function settledRoundByNumber(ctx: AppContext, zone: Zone, incId: number): Promise<Round> {
  const round = await findRoundByNumber(ctx.db, zone, incId);
  if (!round) throw new NotFoundError(texts.game.bet.roundNotFound);
  if (round.status !== 'SETTLED') throw new NotFoundError(texts.game.verify.notSettled);
  return toRound(round);
}

/** The round with this id, else 404 'Không tìm thấy phiên' (a player's view of one round: bets.service). */
export async function roundOrNotFound(ctx: AppContext, roundId: number): Promise<RoundRow> {
  const round = await findRound(ctx.db, roundId);
  if (!round) throw new NotFoundError(texts.game.bet.roundNotFound);
  return round;
}

/** GET /v1/fairness: the salt and every chain's terminating hash, to verify any result. */
export async function publicFairness(ctx: AppContext, chains: FairnessChains): Promise<FairnessResponse> {
  const rows = await fairnessChainRows(ctx.db);
  return { salt: await chains.getSalt(), chains: rows.map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() })) };
}

// What the round engine asks of the rounds (it never reads their tables itself).

/** Opens a round unless it exists; the stored row (whose rate is the first writer's). */
export function openRoundOnce(db: Db, values: Insertable<RoundsTable>): Promise<OpenRound> {
  return repository.insertRoundOnce(db, values);
}

/** Open rounds whose end has passed, oldest first. */
export function dueRounds(db: Db, now: number): Promise<RoundRow[]> {
  return repository.dueRounds(db, now);
}

export function lastSettledRound(db: Db, zone: Zone): Promise<RoundRow | undefined> {
  return repository.lastSettledRound(db, zone);
}

/** Rounds settled at or before `settledBefore` whose credits are not finished (a process stopped midway). */
export function unfinishedSettlements(db: Db, settledBefore: number): Promise<RoundRow[]> {
  return uncreditedRounds(db, settledBefore);
}

/** Rounds settled at or before `settledBefore` that no process announced. */
export function unannouncedRounds(db: Db, settledBefore: number): Promise<RoundRow[]> {
  return repository.unannouncedRounds(db, settledBefore);
}

/** Marks rounds announced by the process that settled them. */
export function markAnnounced(db: Db, roundIds: readonly number[], now: number): Promise<void> {
  return repository.markAnnounced(db, roundIds, now);
}

/** Marks a round announced; false when another instance (or an earlier pass) already did. */
export function claimAnnouncement(db: Db, roundId: number, now: number): Promise<boolean> {
  return repository.claimAnnouncement(db, roundId, now);
}

// What the metrics read of the rounds (plugins/app/metrics.ts).

/** Per zone, seconds since the end of the oldest round not settled yet (absent: none is late). */
export async function unsettledSeconds(db: Db, now: number): Promise<Map<Zone, number>> {
  return new Map((await repository.oldestUnsettledEnds(db, now)).map((r) => [r.zone, Math.max(0, (now - Number(r.endTime)) / 1000)]));
}

/** Per zone, how many rounds from `current` on the published chains still cover. */
export async function chainRoundsLeft(db: Db, current: ReadonlyMap<Zone, number>): Promise<Map<Zone, number>> {
  const ends = await repository.chainsEnd(db);
  return new Map(ends.filter((c) => current.has(c.zone)).map((c) => [c.zone, Math.max(0, Number(c.end) - current.get(c.zone)!)]));
}

