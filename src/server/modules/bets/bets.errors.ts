import { texts } from '../../../shared/texts.js';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../lib/errors.js';

const t = texts.game.bet;

export class BetAmountError extends BadRequestError {
  constructor(message: string) {
    super(message, 'BET_AMOUNT');
  }
}

/** Inside the last seconds of a round, or the round has closed. */
export class BettingLockedError extends ConflictError {
  constructor() {
    super(t.locked, 'BETTING_LOCKED');
  }
}

/** A bet on the opposite gate of one already held in the round (decisions section 3). */
export class OppositeGateError extends ConflictError {
  constructor() {
    super(t.oppositeGate, 'OPPOSITE_GATE');
  }
}

/** A bet whose win would carry the balance past the maximum (so settlement never has to). */
export class WinPassesCapError extends BadRequestError {
  constructor() {
    super(t.winPassesCap, 'BALANCE_CAP');
  }
}

export class BetRateError extends TooManyRequestsError {}
