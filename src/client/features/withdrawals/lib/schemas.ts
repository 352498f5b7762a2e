import * as yup from 'yup';
import { withdrawalAmountProblem } from '../../../../shared/withdrawals';

/**
 * The withdrawal form (spec section 5): the amount's rules, the same function the server applies,
 * at the server's minimum (GET /v1/withdrawals/rules). Until the rules arrive no minimum is
 * assumed: the amount is only checked for what needs none, and the submit waits for the rules.
 */
export function withdrawalSchema(balance: number, minAmount: number | undefined) {
  return yup.object({
    amount: yup.mixed<number>().test('amount', (value, context) => {
      const problem = withdrawalAmountProblem(value, balance, minAmount ?? 0);
      return problem ? context.createError({ message: problem }) : true;
    }),
  });
}
