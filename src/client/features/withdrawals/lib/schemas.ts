import * as yup from 'yup';
import { withdrawalAmountProblem } from '../../../../shared/withdrawals';

/** The withdrawal form (spec section 5): the amount's rules, the same function the server applies. */
export function withdrawalSchema(balance: number) {
  return yup.object({
    amount: yup.mixed<number>().test('amount', (value, context) => {
      const problem = withdrawalAmountProblem(value, balance);
      return problem ? context.createError({ message: problem }) : true;
    }),
  });
}
