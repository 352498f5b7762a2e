import { object, string } from 'yup';
import { texts } from '../../../../../shared/texts';

const t = texts.console.players.adjustment;

/** Signed points: an optional sign, at most 4 decimals (the server's own rule, checked before sending). */
const SIGNED_POINTS = /^[+-]?\d+(\.\d{1,4})?$/;

/** The adjustment form: a signed amount that is not 0, and the reason (its note) the ledger and the audit keep. */
export const adjustmentSchema = object({
  amount: string()
    .trim()
    .required(t.amountRequired)
    .test('signed-points', t.amountInvalid, (v) => SIGNED_POINTS.test(v) && Number(v) !== 0),
  note: string().trim().required(t.reasonRequired).max(500, t.reasonTooLong),
});

/** The amount as the API takes it: points, negative to debit. */
export function adjustmentPoints(amount: string): number {
  return Number(amount.trim());
}
