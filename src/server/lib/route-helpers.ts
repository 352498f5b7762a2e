import type { FastifyRequest } from 'fastify';

/** A `preValidation` hook: a POST that may come without any body is validated as `{}`. */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
