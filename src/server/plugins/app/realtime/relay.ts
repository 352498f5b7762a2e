// What happened, as sockets hear it: the event bus's domain events turned into socket events.
import type { FastifyInstance } from 'fastify';
import { unitsToPoints } from '../../../../shared/money.js';
import { SocketEvent } from '../../../../shared/realtime.js';
import { betResult } from '../../../modules/notifications/index.js';
import type { Realtime } from './types.js';

/** Bettors told per turn of the event loop: a round of 20,000 never holds it for long (bets keep flowing). */
export const BET_RESULTS_PER_TURN = 500;

/** Each event is told after the transaction that made it happen committed. */
export function relayDomainEvents(app: FastifyInstance, sockets: Pick<Realtime, 'toPlayer' | 'broadcast'>): void {
  const { events, clock } = app.ctx;
  events.on('balanceChanged', ({ playerId, balance, version }) =>
    sockets.toPlayer(playerId, SocketEvent.NEW_BALANCE, { balance: unitsToPoints(balance), balanceVersion: version }),
  );
  events.on('roundClosed', ({ zone, last, current }) =>
    sockets.broadcast(SocketEvent.NEW_SESSION, { zone, last, current, serverTime: clock.now() }),
  );
  events.on('notified', ({ playerId, notification }) =>
    playerId === null ? sockets.broadcast(SocketEvent.NOTIFICATION, notification) : sockets.toPlayer(playerId, SocketEvent.NOTIFICATION, notification),
  );
  // One NOTIFICATION per bettor, to their room only, a slice per turn.
  events.on('betsSettled', ({ round, players }) => {
    const send = (from: number) => {
      for (const player of players.slice(from, from + BET_RESULTS_PER_TURN)) sockets.toPlayer(player.playerId, SocketEvent.NOTIFICATION, betResult(round, player));
      if (from + BET_RESULTS_PER_TURN < players.length) setImmediate(send, from + BET_RESULTS_PER_TURN);
    };
    send(0);
  });
  events.on('contentChanged', (payload) => sockets.broadcast(SocketEvent.CONTENT_CHANGED, payload));
  events.on('notificationsRead', ({ playerId, read }) => sockets.toPlayer(playerId, SocketEvent.NOTIFICATIONS_READ, read));
  events.on('betPlaced', ({ playerId, betId, zone }) => sockets.toPlayer(playerId, SocketEvent.BET_PLACED, { betId, zone }));
}
