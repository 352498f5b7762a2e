import type { AdminRound, AdminRoundsExportQuery, AdminRoundsQuery, AdminRoundsResponse } from '../../../shared/api/admin-rounds.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { type CsvColumn, type CsvPages, keysetPages } from '../../lib/csv.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import { countRounds, openRoundStakes, roundsAuditBefore, roundsAuditPage } from './rounds-audit.repository.js';
import { toRound } from './rounds.mapper.js';
import type { RoundRow } from './rounds.table.js';

// The operators' rounds audit (issue 14): read only. What a round reveals follows the public
// routes (rounds.mapper.ts): its seed and result once settled, never before.

const iso = (ms: number) => new Date(ms).toISOString();

/** An open round's stakes so far, as its bets say (its own totals are written at settlement). */
type OpenStakes = ReadonlyMap<number, { bets: number; staked: number }>;

function toAdminRound(row: RoundRow, open: OpenStakes): AdminRound {
  const settled = row.status === 'SETTLED';
  const live = open.get(row.id);
  const staked = settled ? row.totalBet : (live?.staked ?? 0);
  return {
    ...toRound(row),
    chainNo: row.chainNo,
    betCount: settled ? row.betCount : (live?.bets ?? 0),
    totalBet: unitsToPoints(staked),
    totalPayout: settled ? unitsToPoints(row.totalPayout) : null,
    houseResult: settled ? unitsToPoints(row.totalBet - row.totalPayout) : null,
    settledAt: settled && row.settledAt !== null ? iso(row.settledAt) : null,
  };
}

async function withOpenStakes(ctx: AppContext, rows: readonly RoundRow[]): Promise<AdminRound[]> {
  const open = await openRoundStakes(
    ctx.db,
    rows.filter((r) => r.status === 'OPEN').map((r) => r.id),
  );
  return rows.map((r) => toAdminRound(r, open));
}

/**
 * GET /v1/admin/rounds: one zone's rounds (or every zone's), newest first, the open one included: a page
 * by number, or from `cursor` (issue 30: a round number for one zone, an id for all), counted either way.
 */
export async function adminRounds(ctx: AppContext, query: AdminRoundsQuery): Promise<AdminRoundsResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } =
    query.cursor === undefined
      ? await roundsAuditPage(ctx.db, query.zone, limit + 1, offset)
      : await Promise.all([roundsAuditBefore(ctx.db, query.zone, cursorKey(query.cursor), limit + 1), countRounds(ctx.db, query.zone)]).then(([r, n]) => ({ rows: r, total: n }));
  const page = pageOf(rows, limit, (r) => (query.zone ? r.incId : r.id));
  return { results: await withOpenStakes(ctx, page.rows), ...info(total), nextCursor: page.nextCursor };
}

const c = texts.console.rounds.csv;
const roundColumns: readonly CsvColumn<AdminRound>[] = [
  { header: c.zone, value: (r) => r.zone },
  { header: c.round, value: (r) => r.incId },
  { header: c.startTime, value: (r) => r.startTime },
  { header: c.endTime, value: (r) => r.endTime },
  { header: c.status, value: (r) => texts.console.rounds.status[r.status] },
  { header: c.result, value: (r) => r.result },
  { header: c.seed, value: (r) => r.seed },
  { header: c.seedHash, value: (r) => r.seedHash },
  { header: c.chainNo, value: (r) => r.chainNo },
  { header: c.payoutRate, value: (r) => r.payoutBps },
  { header: c.betCount, value: (r) => r.betCount },
  { header: c.totalBet, value: (r) => r.totalBet },
  { header: c.totalPayout, value: (r) => r.totalPayout },
  { header: c.houseResult, value: (r) => r.houseResult },
  { header: c.settledAt, value: (r) => r.settledAt },
];

/** Rows read per query while streaming. */
const EXPORT_PAGE_SIZE = 1000;

/** GET /v1/admin/rounds/export.csv: what the list shows, every page of it, read a page at a time. */
export function roundsExport(ctx: AppContext, query: AdminRoundsExportQuery, pageSize = EXPORT_PAGE_SIZE) {
  const zone = query.zone;
  async function* pages(): CsvPages<AdminRound> {
    const rows = keysetPages((cursor: number | undefined, size) => roundsAuditBefore(ctx.db, zone, cursor, size), (r) => (zone ? r.incId : r.id), pageSize);
    for await (const page of rows) yield await withOpenStakes(ctx, page);
  }
  return { filename: `rounds${zone ? `-${zone}` : ''}.csv`, columns: roundColumns, pages: pages() };
}
