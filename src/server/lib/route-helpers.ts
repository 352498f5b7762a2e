import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A `preValidation` hook: a POST that may come without any body is validated as `{}`. Only when it
 * truly came without one: a body that says `null`, or one no JSON parser read (text, a form, a
 * multipart upload), is validated as it is, and refused.
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  const sentBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (request.body === undefined && !sentBody) request.body = {};
}

/**
 * Sends an answer a money call stored for its Idempotency-Key, with the status it was first given
 * (one of those the route's schema lists), so that a retry reads exactly the first answer.
 */
export function sendAnswer<R>(reply: R, answer: { readonly statusCode: number; readonly body: unknown }): R {
  (reply as unknown as FastifyReply).code(answer.statusCode).send(answer.body);
  return reply;
}
