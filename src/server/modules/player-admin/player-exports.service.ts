import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import type { Zone } from '../../../shared/game.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { type CsvColumn, type CsvPages, keysetPages } from '../../lib/csv.js';
import { BadRequestError } from '../../lib/errors.js';
import type { Stake } from '../../../shared/api/growth.js';
import { type BetWithRound, playerBetsBefore } from '../bets/index.js';
import type { AppContext } from '../context.js';
import { type LedgerEntryRow, ledgerRowsBefore } from '../ledger/index.js';
import { playerOrNotFound, type PlayerRow, playersFoundBefore } from '../players/index.js';
import { betOutcome } from '../rounds/index.js';
import { stakesOf, toStake } from '../staking/index.js';

// The players console's CSV exports (issue 14): streamed by the route with `sendCsv`, read a page
// at a time by id (keyset), so an export of any size holds one page in memory. Times are ISO 8601
// UTC, points as plain numbers (a dot for decimals), so a spreadsheet reads them as they are.

/** What a route streams: the file's name, its columns and its rows page by page. */
export interface CsvExport<T> {
  readonly filename: string;
  readonly columns: readonly CsvColumn<T>[];
  readonly pages: CsvPages<T>;
}

const t = texts.console.players;
/** Rows read per query while streaming. */
const PAGE_SIZE = 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const playerColumns: readonly CsvColumn<PlayerRow>[] = [
  { header: t.csv.players.id, value: (r) => PUBLIC_ID_OFFSET + r.id },
  { header: t.csv.players.username, value: (r) => r.username },
  { header: t.csv.players.nickname, value: (r) => r.nickname },
  { header: t.csv.players.phone, value: (r) => r.phoneNumber },
  { header: t.csv.players.bankName, value: (r) => r.bankName },
  { header: t.csv.players.bankAccount, value: (r) => r.bankAccountNumber },
  { header: t.csv.players.bankHolder, value: (r) => r.bankAccountHolder },
  { header: t.csv.players.balance, value: (r) => unitsToPoints(r.balance) },
  { header: t.csv.players.state, value: (r) => (r.locked === 1 ? t.locked : t.active) },
  { header: t.csv.players.verification, value: (r) => t.verification[r.verificationStatus ?? 'NONE'] },
  { header: t.csv.players.createdAt, value: (r) => iso(r.createdAt) },
];

/** GET /v1/admin/players/export.csv: every player the search `q` finds, newest first. */
export function playersExport(ctx: AppContext, query: { q?: string | undefined }, pageSize = PAGE_SIZE): CsvExport<PlayerRow> {
  const q = query.q?.trim() ?? '';
  if (q.length > 64) throw new BadRequestError(texts.admin.players.queryTooLong);
  return {
    filename: 'players.csv',
    columns: playerColumns,
    pages: keysetPages((before: number | undefined, size) => playersFoundBefore(ctx.db, q, before, size), (r) => r.id, pageSize),
  };
}

const ledgerColumns: readonly CsvColumn<LedgerEntryRow>[] = [
  { header: t.csv.ledger.id, value: (r) => r.id },
  { header: t.csv.ledger.time, value: (r) => iso(r.createdAt) },
  { header: t.csv.ledger.kind, value: (r) => t.ledger.kinds[r.kind] ?? r.kind },
  { header: t.csv.ledger.delta, value: (r) => unitsToPoints(r.delta) },
  { header: t.csv.ledger.balanceAfter, value: (r) => unitsToPoints(r.balanceAfter) },
  { header: t.csv.ledger.ref, value: (r) => (r.refType ? `${r.refType}:${r.refId ?? ''}` : null) },
  { header: t.csv.ledger.note, value: (r) => r.note },
];

/** GET /v1/admin/players/{id}/ledger/export.csv: the whole ledger with the running balance, newest first. */
export async function ledgerExport(ctx: AppContext, id: number, pageSize = PAGE_SIZE): Promise<CsvExport<LedgerEntryRow>> {
  const player = await playerOrNotFound(ctx, id);
  return {
    filename: `player-${PUBLIC_ID_OFFSET + player.id}-ledger.csv`,
    columns: ledgerColumns,
    pages: keysetPages((before: number | undefined, size) => ledgerRowsBefore(ctx.db, id, before, size), (r) => r.id, pageSize),
  };
}

const outcome = (r: BetWithRound) => betOutcome(r, { status: r.roundStatus, result: r.result, payoutBps: r.payoutBps });

const betColumns: readonly CsvColumn<BetWithRound>[] = [
  { header: t.csv.bets.id, value: (r) => r.id },
  { header: t.csv.bets.time, value: (r) => iso(r.createdAt) },
  { header: t.csv.bets.zone, value: (r) => texts.game.zones[r.zone] },
  { header: t.csv.bets.round, value: (r) => r.incId },
  { header: t.csv.bets.gate, value: (r) => texts.game.placedGates[r.gate] },
  { header: t.csv.bets.amount, value: (r) => unitsToPoints(r.amount) },
  { header: t.csv.bets.result, value: (r) => (r.roundStatus === 'SETTLED' ? r.result : null) },
  { header: t.csv.bets.status, value: (r) => texts.game.home.betStatus[outcome(r).status] },
  { header: t.csv.bets.payout, value: (r) => unitsToPoints(outcome(r).payout) },
];

/** GET /v1/admin/players/{id}/bets/export.csv: every bet (of one zone, if given), newest first. */
export async function betsExport(ctx: AppContext, id: number, zone: Zone | undefined, pageSize = PAGE_SIZE): Promise<CsvExport<BetWithRound>> {
  const player = await playerOrNotFound(ctx, id);
  return {
    filename: `player-${PUBLIC_ID_OFFSET + player.id}-bets.csv`,
    columns: betColumns,
    pages: keysetPages((before: number | undefined, size) => playerBetsBefore(ctx.db, id, { zone }, before, size), (r) => r.id, pageSize),
  };
}

const s = t.stakes;
const stakeColumns: readonly CsvColumn<Stake>[] = [
  { header: t.csv.ledger.id, value: (r) => r.id },
  { header: s.amount, value: (r) => r.amount },
  { header: s.rate, value: (r) => `${r.rateBps / 100}%` },
  { header: s.term, value: (r) => `${r.daysPaid}/${s.days(r.termDays)}` },
  { header: s.paid, value: (r) => r.rewardsPaid },
  { header: s.startedAt, value: (r) => r.startedAt },
  { header: s.maturesAt, value: (r) => r.maturesAt },
  { header: s.status, value: (r) => texts.growth.staking.status[r.status] },
];

/** GET /v1/admin/players/{id}/stakes/export.csv: a player's stakes (a handful at most: one read), newest first. */
export async function stakesExport(ctx: AppContext, id: number): Promise<CsvExport<Stake>> {
  const player = await playerOrNotFound(ctx, id);
  const rows = (await stakesOf(ctx.db, id)).map(toStake);
  return {
    filename: `player-${PUBLIC_ID_OFFSET + player.id}-stakes.csv`,
    columns: stakeColumns,
    pages: (async function* () {
      yield rows;
    })(),
  };
}
