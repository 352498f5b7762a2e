import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BetsQuery, BetsResponse, PlaceBetBody, PlaceBetResponse } from '../../../../shared/api/bets.js';
import { ErrorBody } from '../../../../shared/api/common.js';
import { SocketEvent } from '../../../../shared/realtime.js';
import type { Config } from '../../../config.js';
import { AttemptLimiter } from '../../../lib/attempt-limiter.js';
import { paging } from '../../../lib/paging.js';
import { BetRateError } from '../../../modules/bets/bets.errors.js';
import { toBet } from '../../../modules/bets/bets.mapper.js';
import { betsPage } from '../../../modules/bets/bets.repository.js';
import { placeBet } from '../../../modules/bets/bets.service.js';
import { SqliteBetWriter } from '../../../modules/bets/bets.sqlite-store.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 128 })) });

/** /v1/bets: place a bet on the open round of a zone; list one's own bets. */
const betRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const perPlayer = new AttemptLimiter(config.betRatePerSecond, 1000);
  // Holding Kysely's lock on the single SQLite connection while the writer's transaction runs.
  const sqliteWriter = app.sqlite ? new SqliteBetWriter(app.sqlite, (work) => app.db.connection().execute(work)) : undefined;

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bets'],
        summary: 'Place a bet (TANG/GIAM = CAO/THAP). Idempotency-Key makes a retry return the first answer.',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: PlaceBetBody,
        response: { 201: PlaceBetResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!perPlayer.take(String(request.player.id))) throw new BetRateError();
      const answer = await placeBet(
        { db: app.db, dialect: app.dialect, sqliteWriter, clock: app.game.clock, settings: config, currentRound: (zone) => app.game.engine.currentRound(zone) },
        request.player.id,
        request.body,
        request.headers['idempotency-key'],
      );
      // A replayed answer carries the balance of its time: nothing moved now, nothing to announce.
      if (!answer.replayed) app.realtime.toPlayer(request.player.id, SocketEvent.NEW_BALANCE, { balance: answer.body.balance });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['bets'], summary: "The caller's bets, newest first", security: [{ bearer: [] }], querystring: BetsQuery, response: { 200: BetsResponse, 401: ErrorBody } },
    },
    async (request) => {
      const { limit, offset, info } = paging(request.query.page, request.query.limit);
      const { rows, total } = await betsPage(app.db, request.player.id, { zone: request.query.zone, roundId: request.query.sessionId }, limit, offset);
      return { results: rows.map((r) => toBet(r, { ...r, id: r.roundId })), ...info(total) };
    },
  );
};

export default betRoutes;
