// Who a socket is: the handshake's `auth: { token }`, checked like a bearer token.
import type { FastifyInstance } from 'fastify';
import { SOCKET_TOO_MANY, SOCKET_UNAUTHORIZED } from '../../../../shared/realtime.js';
import { sessionForToken } from '../../../modules/auth/auth.service.js';
import type { SocketPlaces } from './limits.js';
import type { ServerSocket } from './types.js';

/**
 * socket.io middleware: a missing, bad or expired token gets connect_error 'unauthorized', a player
 * out of places 'too_many_connections'; otherwise the socket carries its player and its token's expiry.
 */
export function handshake(app: FastifyInstance, places: SocketPlaces) {
  return (socket: ServerSocket, next: (err?: Error) => void): void => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return next(new Error(SOCKET_UNAUTHORIZED));
    sessionForToken(app.loadPlayer, token.replace(/^Bearer\s+/i, ''), 'access', app.authSettings).then(
      ({ player, claims }) => {
        if (!places.hold(player.id, socket)) return next(new Error(SOCKET_TOO_MANY));
        socket.data.player = player;
        socket.data.expiresAt = claims.exp * 1000;
        if (claims.fam !== undefined) socket.data.signIn = claims.fam;
        next();
      },
      () => next(new Error(SOCKET_UNAUTHORIZED)),
    );
  };
}
