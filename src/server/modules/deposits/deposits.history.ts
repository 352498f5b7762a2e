import type { AdminDepositEntry, AdminDepositsExportQuery, AdminDepositsQuery, AdminDepositsResponse } from '../../../shared/api/deposits.js';
import { UNITS_PER_POINT, unitsToPoints } from '../../../shared/money.js';
import { PUBLIC_ID_OFFSET } from '../../../shared/players.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { type CsvColumn, type CsvPages, keysetPages } from '../../lib/csv.js';
import { BadRequestError } from '../../lib/errors.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import { timeRange } from '../../lib/time-bounds.js';
import { playerRowsMadeBy } from '../ledger/index.js';
import { playerById, playerByUsername } from '../players/index.js';
import { toDeposit } from './deposits.mapper.js';
import { countDeposits, type DepositFilter, depositsBefore, depositsPage, type DepositView } from './deposits.repository.js';

// The operators' history of every deposit across players (issue 50): read only, newest first,
// filtered on the server; each row with the player's ledger row it made.

const t = texts.console.deposits.history;

/** No account has this id: a filter naming nobody keeps no row. */
const NOBODY = -1;

/** The player a filter names: the public ID the app shows (100002), else a username (case ignored). */
async function playerNamed(db: Db, text: string): Promise<number> {
  if (/^\d{1,15}$/.test(text) && Number(text) > PUBLIC_ID_OFFSET) {
    const byPublicId = await playerById(db, Number(text) - PUBLIC_ID_OFFSET);
    if (byPublicId) return byPublicId.id;
  }
  return (await playerByUsername(db, text))?.id ?? NOBODY;
}

/** A bound of the amount in units: the least units at or above `min` points, the most at or below `max`. */
const unitsAtLeast = (points: number | undefined) => (points === undefined ? undefined : Math.ceil(points * UNITS_PER_POINT - 1e-6));
const unitsAtMost = (points: number | undefined) => (points === undefined ? undefined : Math.floor(points * UNITS_PER_POINT + 1e-6));

async function toFilter(db: Db, query: AdminDepositsExportQuery): Promise<DepositFilter> {
  const { from, to } = timeRange(query.from, query.to);
  const minUnits = unitsAtLeast(query.minAmount);
  const maxUnits = unitsAtMost(query.maxAmount);
  if (minUnits !== undefined && maxUnits !== undefined && minUnits > maxUnits) throw new BadRequestError(t.errors.amountOrder, 'INVALID_RANGE');
  const player = query.player?.trim();
  const operator = query.operator?.trim();
  const byName = player ? await playerNamed(db, player) : undefined;
  // Both a name and an id: the deposits of a player both name, none when they differ.
  const playerId = query.playerId !== undefined && byName !== undefined && byName !== query.playerId ? NOBODY : (query.playerId ?? byName);
  return {
    playerId,
    operatorId: operator ? ((await playerByUsername(db, operator))?.id ?? NOBODY) : undefined,
    status: query.status,
    from,
    to,
    minUnits,
    maxUnits,
  };
}

/** Each deposit with its names and the ledger row it made (read for the page at once, by reference). */
async function withLedger(db: Db, rows: readonly DepositView[]): Promise<AdminDepositEntry[]> {
  const credited = rows.filter((r) => r.status === 'SUCCESS').map((r) => r.id);
  const ledger = await playerRowsMadeBy(db, 'DEPOSIT', 'deposit', credited);
  return rows.map((row) => {
    const entry = ledger.get(String(row.id));
    return {
      ...toDeposit(row),
      player: { id: row.playerId, incId: PUBLIC_ID_OFFSET + row.playerId, username: row.username },
      operator: row.operatorId !== null && row.operatorUsername !== null ? { id: row.operatorId, username: row.operatorUsername } : null,
      ledger: entry ? { id: entry.id, balanceAfter: unitsToPoints(entry.balanceAfter) } : null,
    };
  });
}

/** GET /v1/admin/deposits: the deposits the filters keep, newest first: a page by number, or from `cursor` (issue 30), counted either way. */
export async function adminDeposits(db: Db, query: AdminDepositsQuery): Promise<AdminDepositsResponse> {
  const filter = await toFilter(db, query);
  const { limit, offset, info } = paging(query.page, query.limit);
  const [rows, total] = await Promise.all([
    query.cursor === undefined ? depositsPage(db, filter, limit + 1, offset) : depositsBefore(db, filter, cursorKey(query.cursor), limit + 1),
    countDeposits(db, filter),
  ]);
  const page = pageOf(rows, limit, (r) => r.id);
  return { results: await withLedger(db, page.rows), ...info(total), nextCursor: page.nextCursor };
}

const c = t.csv;
const columns: readonly CsvColumn<AdminDepositEntry>[] = [
  { header: c.id, value: (r) => r.id },
  { header: c.time, value: (r) => r.createdAt },
  { header: c.publicId, value: (r) => r.player.incId },
  { header: c.username, value: (r) => r.player.username },
  { header: c.amount, value: (r) => r.amount },
  { header: c.status, value: (r) => t.statusLabels[r.status] },
  { header: c.operator, value: (r) => r.operator?.username ?? t.commandLine },
  { header: c.note, value: (r) => r.note },
  { header: c.ledgerId, value: (r) => r.ledger?.id ?? null },
  { header: c.balanceAfter, value: (r) => r.ledger?.balanceAfter ?? null },
];

/** Rows read per query while streaming. */
const EXPORT_PAGE_SIZE = 1000;

/**
 * GET /v1/admin/deposits/export.csv: every deposit the filters keep, newest first, a page at a time.
 * The filters are checked (and names looked up) before the answer starts: a bad one is a 400, not a
 * broken download.
 */
export async function depositsExport(db: Db, query: AdminDepositsExportQuery, pageSize = EXPORT_PAGE_SIZE): Promise<{ filename: string; columns: readonly CsvColumn<AdminDepositEntry>[]; pages: CsvPages<AdminDepositEntry> }> {
  const filter = await toFilter(db, query);
  const views = keysetPages((before: number | undefined, size) => depositsBefore(db, filter, before, size), (r) => r.id, pageSize);
  async function* pages(): CsvPages<AdminDepositEntry> {
    for await (const page of views) yield await withLedger(db, page);
  }
  return { filename: 'deposits.csv', columns, pages: pages() };
}
