import { object, string } from 'yup';
import type { AdminDepositsExportQuery } from '../../../../../shared/api/deposits';
import { texts } from '../../../../../shared/texts';

const t = texts.console.deposits.history;

/** The history's filter form: every field text ('' for none); days YYYY-MM-DD (Vietnam days on the server), amounts in points. */
export interface DepositFilterValues {
  readonly player: string;
  readonly operator: string;
  readonly status: 'SUCCESS' | 'FAILED' | '';
  readonly from: string;
  readonly to: string;
  readonly minAmount: string;
  readonly maxAmount: string;
}

export const NO_DEPOSIT_FILTERS: DepositFilterValues = { player: '', operator: '', status: '', from: '', to: '', minAmount: '', maxAmount: '' };

const FIELDS = ['player', 'operator', 'status', 'from', 'to', 'minAmount', 'maxAmount'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(\.\d{1,4})?$/;

const isStatus = (value: string): value is 'SUCCESS' | 'FAILED' => value === 'SUCCESS' || value === 'FAILED';

/** The same checks as the server's, before sending: days well formed, amounts points, both ranges in order. */
export const depositFilterSchema = object({
  player: string().trim().max(64),
  operator: string().trim().max(64),
  status: string(),
  from: string().test('day', texts.common.badDay, (v) => !v || DAY.test(v)),
  to: string()
    .test('day', texts.common.badDay, (v) => !v || DAY.test(v))
    .test('order', texts.console.audit.errors.fromAfterTo, function order(v) {
      const from = (this.parent as DepositFilterValues).from;
      return !v || !from || from <= v;
    }),
  minAmount: string().test('amount', t.filters.amountInvalid, (v) => !v?.trim() || AMOUNT.test(v.trim())),
  maxAmount: string()
    .test('amount', t.filters.amountInvalid, (v) => !v?.trim() || AMOUNT.test(v.trim()))
    .test('order', t.errors.amountOrder, function order(v) {
      // Formik hands the schema an empty field as undefined.
      const min = ((this.parent as Partial<DepositFilterValues>).minAmount ?? '').trim();
      return !v?.trim() || !min || !AMOUNT.test(min) || Number(min) <= Number(v);
    }),
});

/** The filters the address holds (`?player=…&from=…`), so a filtered history can be linked to and survives a reload. */
export function filtersFromParams(params: URLSearchParams): DepositFilterValues {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  const status = get('status');
  return { player: get('player'), operator: get('operator'), status: isStatus(status) ? status : '', from: get('from'), to: get('to'), minAmount: get('minAmount'), maxAmount: get('maxAmount') };
}

/** The filled filters only, as the address holds them (and the CSV's query). */
export function filtersToParams(values: DepositFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FIELDS) {
    const value = values[key].trim();
    if (value) params[key] = value;
  }
  return params;
}

/** The filled filters only, as the API takes them. */
export function filtersToQuery(values: DepositFilterValues): AdminDepositsExportQuery {
  const { status, minAmount, maxAmount, ...rest } = filtersToParams(values);
  return {
    ...rest,
    ...(status && isStatus(status) ? { status } : {}),
    ...(minAmount ? { minAmount: Number(minAmount) } : {}),
    ...(maxAmount ? { maxAmount: Number(maxAmount) } : {}),
  };
}
