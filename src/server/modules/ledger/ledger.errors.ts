import { texts } from '../../../shared/texts.js';
import { BadRequestError, ForbiddenError } from '../../lib/errors.js';

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

/**
 * Operator accounts are not players: no point moves into or out of one, whatever the route (issue
 * 27). The ledger refuses it; routes and services refuse earlier with the same code.
 */
export class OperatorAccountError extends ForbiddenError {
  constructor(message: string = texts.admin.operatorAccount.notPlayer) {
    super(message, 'OPERATOR_ACCOUNT');
  }
}
