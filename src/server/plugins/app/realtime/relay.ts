// What happened, as sockets hear it: the event bus's domain events turned into socket events.
import type { FastifyInstance } from 'fastify';
import { unitsToPoints } from '../../../../shared/money.js';
import { SocketEvent } from '../../../../shared/realtime.js';
import type { Realtime } from './types.js';

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
  events.on('contentChanged', (payload) => sockets.broadcast(SocketEvent.CONTENT_CHANGED, payload));
  events.on('betPlaced', ({ playerId, betId, zone }) => sockets.toPlayer(playerId, SocketEvent.BET_PLACED, { betId, zone }));
}
