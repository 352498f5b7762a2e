import * as yup from 'yup';
import { stakeAmountProblem, type StakeRules } from './stake-quote';

/** The staking form (spec section 5): the same rules as a withdrawal, the same function the server applies. */
export function stakeSchema(balance: number, rules: StakeRules | undefined) {
  return yup.object({
    amount: yup.mixed<number>().test('amount', (value, context) => {
      const problem = stakeAmountProblem(value, balance, rules);
      return problem ? context.createError({ message: problem }) : true;
    }),
  });
}
