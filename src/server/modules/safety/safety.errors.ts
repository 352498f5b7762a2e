import type { LimitPeriod, PauseKind } from '../../../shared/api/safety.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors.js';
import { formatVietnam } from './safety.periods.js';

const t = texts.safety.errors;

/** Play refused while a cool-off or self-exclusion runs. */
export class PausedError extends ForbiddenError {
  constructor(kind: PauseKind, until: number) {
    super(kind === 'COOL_OFF' ? t.coolOff(formatVietnam(until)) : t.exclusion(formatVietnam(until)), kind === 'COOL_OFF' ? 'COOL_OFF' : 'SELF_EXCLUDED');
  }
}

/** A bet, stake or box that would take a period's net loss past the player's own limit. */
export class LossLimitError extends ForbiddenError {
  constructor(period: LimitPeriod, resetsAt: number) {
    super(t.limitReached(texts.safety.periods[period], formatVietnam(resetsAt)), 'LOSS_LIMIT');
  }
}

/** A pause asked while one runs that would not end later than it (a pause is never shortened). */
export class PauseRunningError extends ConflictError {
  constructor(until: number) {
    super(t.pauseRunning(formatVietnam(until)), 'PAUSE_RUNNING');
  }
}

export class LimitAmountError extends BadRequestError {
  constructor(message: string) {
    super(message, 'INVALID_LIMIT');
  }
}
