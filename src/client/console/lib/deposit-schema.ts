import { object, string } from 'yup';
import { PUBLIC_ID_OFFSET } from '../../../shared/players';
import { texts } from '../../../shared/texts';

const t = texts.console.deposits;

/** Points: more than 0, at most 4 decimals (the server's own rule, checked before sending). */
const POINTS = /^\d+(\.\d{1,4})?$/;

/** The deposit form: the public ID the app shows (100002), never the internal id. */
export const depositSchema = object({
  playerId: string()
    .trim()
    .required(t.playerIdRequired)
    .test('public-id', t.playerIdInvalid, (v) => /^\d+$/.test(v) && Number(v) > PUBLIC_ID_OFFSET && Number.isSafeInteger(Number(v))),
  amount: string()
    .trim()
    .required(t.amountRequired)
    .test('points', t.amountInvalid, (v) => POINTS.test(v) && Number(v) > 0),
  note: string().max(500),
});

/** POST /v1/admin/deposits takes the internal id: the public one minus the offset (docs/architecture.md). */
export function internalPlayerId(publicId: string): number {
  return Number(publicId.trim()) - PUBLIC_ID_OFFSET;
}
