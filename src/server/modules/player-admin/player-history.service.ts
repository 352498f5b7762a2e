import type {
  AdminPlayerBet,
  AdminPlayerBetsQuery,
  AdminPlayerBetsResponse,
  AdminPlayerLedgerQuery,
  AdminPlayerLedgerResponse,
  AdminPlayerStakesResponse,
} from '../../../shared/api/admin-players.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import { type BetWithRound, countPlayerBets, playerBetsBefore, playerBetsPage, toBet } from '../bets/index.js';
import type { AppContext } from '../context.js';
import { ledgerPage, toLedgerEntry } from '../ledger/index.js';
import { playerOrNotFound } from '../players/index.js';
import { stakesOf, toStake } from '../staking/index.js';

// What the console shows of one player's money and play (issue 14): read only, players only (an
// operator's id is 404, as everywhere in the players console).

/**
 * GET /v1/admin/players/{id}/ledger: newest first; each row's `balanceAfter` is the running balance. A
 * page by number, or from `cursor` (issue 30), with the counts either way (the console numbers pages).
 */
export async function adminPlayerLedger(ctx: AppContext, id: number, query: AdminPlayerLedgerQuery): Promise<AdminPlayerLedgerResponse> {
  await playerOrNotFound(ctx, id);
  const { info } = paging(query.page, query.limit);
  const { rows, total, nextCursor } = await ledgerPage(ctx.db, id, query, true);
  return { results: rows.map(toLedgerEntry), ...info(total), nextCursor };
}

/** A bet as the console lists it: the player's view of it, plus the round's result digits. */
export function toAdminBet(row: BetWithRound): AdminPlayerBet {
  const round = { id: row.roundId, zone: row.zone, incId: row.incId, status: row.roundStatus, result: row.result, payoutBps: row.payoutBps };
  return { ...toBet(row, round), roundResult: row.roundStatus === 'SETTLED' ? row.result : null };
}

/**
 * GET /v1/admin/players/{id}/bets: newest first, with round, zone, gate, amount, outcome and payout. A
 * page by number, or from `cursor` (issue 30), with the counts either way.
 */
export async function adminPlayerBets(ctx: AppContext, id: number, query: AdminPlayerBetsQuery): Promise<AdminPlayerBetsResponse> {
  await playerOrNotFound(ctx, id);
  const { limit, offset, info } = paging(query.page, query.limit);
  const filter = { zone: query.zone };
  const { rows, total } =
    query.cursor === undefined
      ? await playerBetsPage(ctx.db, id, filter, limit + 1, offset)
      : await Promise.all([playerBetsBefore(ctx.db, id, filter, cursorKey(query.cursor), limit + 1), countPlayerBets(ctx.db, id, filter)]).then(([r, n]) => ({ rows: r, total: n }));
  const page = pageOf(rows, limit, (r) => r.id);
  return { results: page.rows.map(toAdminBet), ...info(total), nextCursor: page.nextCursor };
}

/** GET /v1/admin/players/{id}/stakes: every stake, newest first. */
export async function adminPlayerStakes(ctx: AppContext, id: number): Promise<AdminPlayerStakesResponse> {
  await playerOrNotFound(ctx, id);
  return { results: (await stakesOf(ctx.db, id)).map(toStake) };
}
