import type { AuditExportQuery, AuditLogEntry, AuditLogResponse, AuditQuery } from '../../../shared/api/audit.js';
import { texts } from '../../../shared/texts.js';
import { type CsvColumn, type CsvPages, keysetPages } from '../../lib/csv.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import { timeRange } from '../../lib/time-bounds.js';
import type { Db } from '../../db/database.js';
import { type AuditFilter, auditLogBefore, auditLogPage, type AuditLogView, countAuditLog } from './audit-log.repository.js';

// The operators' audit log (issue 14): read only, newest first, filtered on the server.

const t = texts.console.audit;

function toFilter(query: AuditExportQuery): AuditFilter {
  const { from, to } = timeRange(query.from, query.to);
  const actor = query.actor?.trim().toLowerCase();
  const targetType = query.targetType?.trim();
  const targetId = query.targetId?.trim();
  return {
    actorId: query.actorId,
    actorKey: actor || undefined,
    action: query.action,
    targetType: targetType || undefined,
    targetId: targetId || undefined,
    from,
    to,
  };
}

/** Stored JSON text as a value; a row that is not JSON (none should be) is shown as its text. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toEntry(row: AuditLogView): AuditLogEntry {
  return {
    id: row.id,
    actor: row.actorId !== null && row.actorUsername !== null ? { id: row.actorId, username: row.actorUsername, role: row.actorRole ?? '' } : null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: parsed(row.details),
    before: parsed(row.beforeState),
    after: parsed(row.afterState),
    ip: row.ip,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** GET /v1/admin/audit: the rows the filters keep, newest first: a page by number, or from `cursor` (issue 30), counted either way. */
export async function auditLog(db: Db, query: AuditQuery): Promise<AuditLogResponse> {
  const filter = toFilter(query);
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } =
    query.cursor === undefined
      ? await auditLogPage(db, filter, limit + 1, offset)
      : await Promise.all([auditLogBefore(db, filter, cursorKey(query.cursor), limit + 1), countAuditLog(db, filter)]).then(([r, n]) => ({ rows: r, total: n }));
  const page = pageOf(rows, limit, (r) => r.id);
  return { results: page.rows.map(toEntry), ...info(total), nextCursor: page.nextCursor };
}

const c = t.csv;
const actionLabels: Readonly<Record<string, string>> = t.actions;
const auditColumns: readonly CsvColumn<AuditLogView>[] = [
  { header: c.id, value: (r) => r.id },
  { header: c.time, value: (r) => new Date(r.createdAt).toISOString() },
  { header: c.actor, value: (r) => (r.actorId === null ? t.commandLine : (r.actorUsername ?? String(r.actorId))) },
  { header: c.action, value: (r) => r.action },
  { header: c.actionLabel, value: (r) => actionLabels[r.action] ?? r.action },
  { header: c.targetType, value: (r) => r.targetType },
  { header: c.targetId, value: (r) => r.targetId },
  { header: c.details, value: (r) => r.details },
  { header: c.before, value: (r) => r.beforeState },
  { header: c.after, value: (r) => r.afterState },
  { header: c.ip, value: (r) => r.ip },
];

/** Rows read per query while streaming. */
const EXPORT_PAGE_SIZE = 1000;

/** GET /v1/admin/audit/export.csv: every row the filters keep, newest first, read a page at a time. */
export function auditExport(db: Db, query: AuditExportQuery, pageSize = EXPORT_PAGE_SIZE): { filename: string; columns: readonly CsvColumn<AuditLogView>[]; pages: CsvPages<AuditLogView> } {
  // Checked before the answer starts: a bad filter is a 400, not a broken download.
  const filter = toFilter(query);
  return { filename: 'audit-log.csv', columns: auditColumns, pages: keysetPages((before: number | undefined, size) => auditLogBefore(db, filter, before, size), (r) => r.id, pageSize) };
}
