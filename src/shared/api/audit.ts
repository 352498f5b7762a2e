import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_ACTIONS } from '../audit.js';
import { CursorQuery, Id, NextCursor, Nullable, PageInfo, PageNumber } from './common.js';

// The operator console's audit log (issue 14), under /v1/admin (ADMIN). Append-only: read here, never edited.

export { AUDIT_ACTIONS };
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

const TIME_DESCRIPTION = 'A Vietnam day (YYYY-MM-DD: the whole day, UTC+7) or an instant (ISO 8601 with its offset)';

/** The filters of GET /v1/admin/audit and /v1/admin/audit/export.csv; all optional, combined with "and". */
const auditFilters = {
  actor: Type.Optional(Type.String({ maxLength: 64, description: 'Who acted: a username (case ignored)' })),
  actorId: Type.Optional(Id({ description: 'Who acted: their internal id' })),
  action: Type.Optional(Type.Union(AUDIT_ACTIONS.map((a) => Type.Literal(a)))),
  targetType: Type.Optional(Type.String({ maxLength: 32, description: 'player, withdrawal, deposit, verification, banner, partner, setting...' })),
  targetId: Type.Optional(Type.String({ maxLength: 128 })),
  from: Type.Optional(Type.String({ maxLength: 40, description: `From (inclusive): ${TIME_DESCRIPTION}` })),
  to: Type.Optional(Type.String({ maxLength: 40, description: `To (inclusive; a day counts whole): ${TIME_DESCRIPTION}` })),
};

export const AuditExportQuery = Type.Object(auditFilters, { additionalProperties: false });
export type AuditExportQuery = Static<typeof AuditExportQuery>;

export const AuditQuery = Type.Object(
  { ...auditFilters, page: Type.Optional(PageNumber), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })), ...CursorQuery },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** A JSON value the action recorded (amounts in units: 1 point = 10,000). */
const Recorded = Type.Unknown({ description: 'JSON as recorded; null when none' });

/** One audit row. `actor` is null for the command line (`npm run admin`). */
export const AuditLogEntry = Type.Object({
  id: Type.Integer(),
  actor: Nullable(Type.Object({ id: Type.Integer(), username: Type.String(), role: Type.String() })),
  action: Type.String({ description: 'One of AUDIT_ACTIONS (older rows may carry retired names)' }),
  targetType: Nullable(Type.String()),
  targetId: Nullable(Type.String()),
  details: Recorded,
  before: Recorded,
  after: Recorded,
  ip: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AuditLogResponse = Type.Object({ results: Type.Array(AuditLogEntry), ...PageInfo, ...NextCursor });
export type AuditLogResponse = Static<typeof AuditLogResponse>;
