import { texts } from '../../shared/texts.js';

/**
 * An expected refusal: its `message` is Vietnamese and reaches the player as it is.
 * Services throw these; the error handler (plugins/app/errors.ts) maps them to HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string = texts.errors.invalidInput, code?: string) {
    super(400, message, code);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = texts.errors.unauthorized, code?: string) {
    super(401, message, code);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = texts.errors.forbidden, code?: string) {
    super(403, message, code);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = texts.errors.notFound, code?: string) {
    super(404, message, code);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code?: string) {
    super(409, message, code);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string = texts.errors.tooManyRequests) {
    super(429, message, 'RATE_LIMITED');
  }
}

/** Refused for a while whoever asks (a locked second factor): the answer says when to come back (Retry-After). */
export class LockedForNowError extends AppError {
  constructor(
    message: string,
    code: string,
    /** Whole seconds until it may be tried again. */
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, code);
  }
}

/** The server is at capacity for this kind of work (password hashing): try again in a moment. */
export class ServiceBusyError extends AppError {
  constructor(message: string = texts.errors.busy) {
    super(503, message, 'BUSY');
  }
}

/** This instance takes no traffic now (shutting down, or its database or Redis does not answer): `code` says which. */
export class ServiceUnavailableError extends AppError {
  constructor(code: string) {
    super(503, texts.errors.busy, code);
  }
}

/** How long a client is asked to wait before trying again while the database is away (Retry-After, s). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The database is away, silent or full (lib/db-errors.ts, `isDatabaseUnavailable`): 503, try again in a moment. */
export class DatabaseUnavailableAppError extends AppError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor() {
    super(503, texts.errors.busy, 'DATABASE_UNAVAILABLE');
  }
}
