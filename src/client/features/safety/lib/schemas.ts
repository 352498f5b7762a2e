import * as yup from 'yup';
import { texts } from '../../../../shared/texts';

const t = texts.safety.screen;

/** A loss limit: a positive number of points (the numeric input already refuses negatives and a 5th decimal). */
export const limitSchema = yup.object({
  amount: yup.mixed<number>().test('amount', (value, context) => {
    if (value === undefined || value === null) return context.createError({ message: t.amountRequired });
    return value > 0 ? true : context.createError({ message: t.amountMin });
  }),
});
