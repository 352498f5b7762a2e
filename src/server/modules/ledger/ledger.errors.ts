import { texts } from '../../../shared/texts.js';
import { BadRequestError } from '../../lib/errors.js';

/** A debit larger than the balance: refused, nothing moved. */
export class InsufficientBalanceError extends BadRequestError {
  constructor() {
    super(texts.errors.insufficientBalance, 'INSUFFICIENT_BALANCE');
  }
}

/** A credit that would carry the balance past the maximum: refused, nothing moved. */
export class BalanceCapError extends BadRequestError {
  constructor() {
    super(texts.errors.balanceCap, 'BALANCE_CAP');
  }
}
