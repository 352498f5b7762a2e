import type { LedgerQuery, LedgerResponse, PlayerLedgerEntry } from '../../../shared/api/ledger.js';
import { paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import { type LedgerEntryRow, ledgerPage, toLedgerEntry } from '../ledger/index.js';
import { type RoundRef, roundRefs, roundsOfBets } from './statement.repository.js';

// The player's statement, 'Biến động số dư' (issue 30): their own ledger rows, each with the round it
// came from, so that the app can name the round and open its detail. It lives with bets, which know
// a bet's round (a player's view of a round lives here, as participation does).

/** The ids a page's rows refer to under one reference type (`bet`, `round`). */
const refIds = (rows: readonly LedgerEntryRow[], type: string) =>
  rows.filter((r) => r.refType === type && r.refId !== null).map((r) => Number(r.refId)).filter((id) => Number.isSafeInteger(id));

/**
 * GET /v1/ledger: the caller's balance changes, newest first, each with its round (a bet's, a win's, a
 * commission's; else null): a page by number with the counts, or by cursor (the row the page before
 * ended on) without them; `nextCursor` either way.
 */
export async function playerStatement(ctx: AppContext, playerId: number, query: LedgerQuery): Promise<LedgerResponse> {
  const { limit, info } = paging(query.page, query.limit);
  const page = await ledgerPage(ctx.db, playerId, query);
  const [ofBets, rounds] = await Promise.all([roundsOfBets(ctx.db, playerId, refIds(page.rows, 'bet')), roundRefs(ctx.db, refIds(page.rows, 'round'))]);
  const roundOf = (row: LedgerEntryRow): RoundRef | undefined =>
    row.refType === 'bet' ? ofBets.get(Number(row.refId)) : row.refType === 'round' ? rounds.get(Number(row.refId)) : undefined;
  const results: PlayerLedgerEntry[] = page.rows.map((row) => ({ ...toLedgerEntry(row), round: roundOf(row) ?? null }));
  return { results, ...(page.total === undefined ? { limit } : info(page.total)), nextCursor: page.nextCursor };
}
