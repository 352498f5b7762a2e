import { object, string } from 'yup';
import type { AuditActionName, AuditExportQuery } from '../../../../../shared/api/audit';
import { AUDIT_ACTIONS } from '../../../../../shared/audit';
import { texts } from '../../../../../shared/texts';

const t = texts.console.audit;

/** The filter form: every field text ('' for none); days are YYYY-MM-DD, Vietnam days on the server. */
export interface AuditFilterValues {
  readonly actor: string;
  readonly action: AuditActionName | '';
  readonly targetType: string;
  readonly targetId: string;
  readonly from: string;
  readonly to: string;
}

const FIELDS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAction = (value: string): value is AuditActionName => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The same checks as the server's, before sending: days well formed (typed dd/MM/yyyy), the range in order. */
export const auditFilterSchema = object({
  actor: string().trim().max(64),
  action: string(),
  targetType: string().trim().max(32),
  targetId: string().trim().max(128),
  from: string().test('day', texts.common.badDay, (v) => !v || DAY.test(v)),
  to: string()
    .test('day', texts.common.badDay, (v) => !v || DAY.test(v))
    .test('order', t.errors.fromAfterTo, function order(v) {
      const from = (this.parent as AuditFilterValues).from;
      return !v || !from || from <= v;
    }),
});

/** The filters the address holds (`?actor=…&action=…`), so that a filtered log can be linked to. */
export function filtersFromParams(params: URLSearchParams): AuditFilterValues {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  const action = get('action');
  return { actor: get('actor'), action: isAction(action) ? action : '', targetType: get('targetType'), targetId: get('targetId'), from: get('from'), to: get('to') };
}

/** The filled filters only, as the address holds them. */
export function filtersToParams(values: AuditFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FIELDS) {
    const value = values[key].trim();
    if (value) params[key] = value;
  }
  return params;
}

/** The filled filters only, as the API takes them. */
export function filtersToQuery(values: AuditFilterValues): AuditExportQuery {
  const { action, ...rest } = filtersToParams(values);
  return { ...rest, ...(action && isAction(action) ? { action } : {}) };
}
