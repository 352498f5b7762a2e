import type {
  AdminPlayerBet,
  AdminPlayerBetsQuery,
  AdminPlayerBetsResponse,
  AdminPlayerLedgerQuery,
  AdminPlayerLedgerResponse,
  AdminPlayerStakesResponse,
} from '../../../shared/api/admin-players.js';
import { paging } from '../../lib/paging.js';
import { betsPage, type BetWithRound, toBet } from '../bets/index.js';
import type { AppContext } from '../context.js';
import { listLedger, toLedgerEntry } from '../ledger/index.js';
import { playerOrNotFound } from '../players/index.js';
import { playerStakes, toStake } from '../staking/index.js';

// What the console shows of one player's money and play (issue 14): read only, players only (an
// operator's id is 404, as everywhere in the players console).

/** GET /v1/admin/players/{id}/ledger: newest first; each row's `balanceAfter` is the running balance. */
export async function adminPlayerLedger(ctx: AppContext, id: number, query: AdminPlayerLedgerQuery): Promise<AdminPlayerLedgerResponse> {
  await playerOrNotFound(ctx, id);
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await listLedger(ctx.db, id, { limit, offset });
  return { results: rows.map(toLedgerEntry), ...info(total) };
}

/** A bet as the console lists it: the player's view of it, plus the round's result digits. */
export function toAdminBet(row: BetWithRound): AdminPlayerBet {
  const round = { id: row.roundId, zone: row.zone, incId: row.incId, status: row.roundStatus, result: row.result, payoutBps: row.payoutBps };
  return { ...toBet(row, round), roundResult: row.roundStatus === 'SETTLED' ? row.result : null };
}

/** GET /v1/admin/players/{id}/bets: newest first, with round, zone, gate, amount, outcome and payout. */
export async function adminPlayerBets(ctx: AppContext, id: number, query: AdminPlayerBetsQuery): Promise<AdminPlayerBetsResponse> {
  await playerOrNotFound(ctx, id);
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await betsPage(ctx.db, id, { zone: query.zone }, limit, offset);
  return { results: rows.map(toAdminBet), ...info(total) };
}

/** GET /v1/admin/players/{id}/stakes: every stake, newest first. */
export async function adminPlayerStakes(ctx: AppContext, id: number): Promise<AdminPlayerStakesResponse> {
  await playerOrNotFound(ctx, id);
  return { results: (await playerStakes(ctx.db, id)).map(toStake) };
}
