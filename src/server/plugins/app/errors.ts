import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { texts } from '../../../shared/texts.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { AppError, DatabaseUnavailableAppError, LockedForNowError } from '../../lib/errors.js';
import { validationMessage } from '../../lib/validation-messages.js';

/**
 * The one place errors become HTTP: every error response is JSON `{ statusCode, message, code?,
 * requestId }` with a Vietnamese `message` the app shows as it is, and the id the request's log
 * lines carry (`reqId`).
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      // The database away, silent or full: not the request's fault, nor a bug. 503 with the
      // message the app shows, and when to try again; the instance is not ready meanwhile (/ready).
      if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database is unavailable');
        app.dbAvailability?.failed(error);
        error = new DatabaseUnavailableAppError();
      }
      if (error instanceof AppError) {
        if (error instanceof LockedForNowError || error instanceof DatabaseUnavailableAppError) void reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send({ statusCode: error.statusCode, message: error.message, code: error.code, requestId: request.id });
      }
      const fe = error as FastifyError;
      if (fe.validation) {
        return reply.status(400).send({ statusCode: 400, message: validationMessage(fe.validation), code: 'INVALID_INPUT', requestId: request.id });
      }
      const status = fe.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ statusCode: 500, message: texts.errors.generic, code: 'INTERNAL', requestId: request.id });
      }
      const message =
        status === 413 ? texts.errors.payloadTooLarge : status === 429 ? texts.errors.tooManyRequests : texts.errors.invalidInput;
      return reply.status(status).send({ statusCode: status, message, code: fe.code, requestId: request.id });
    });
  },
  { name: 'errors' },
);
