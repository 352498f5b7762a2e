// A socket outlives no token: closed when its token expires, and when the player's sessions end.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import type { PlayerRooms } from './rooms.js';
import type { ServerSocket } from './types.js';

/** setTimeout's longest delay (about 24.8 days); longer-lived tokens are rechecked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Closes the socket when its handshake token expires (a longer wait is cut into steps). */
export function closeWhenTokenExpires(socket: ServerSocket, clock: Clock): void {
  let expiry: NodeJS.Timeout | undefined;
  const expire = () => {
    const left = socket.data.expiresAt - clock.now();
    if (left <= 0) socket.disconnect(true);
    else expiry = setTimeout(expire, Math.min(left, MAX_TIMER_MS));
  };
  expire();
  socket.once('disconnect', () => clearTimeout(expiry));
}

/**
 * Revoked tokens end their sockets on every instance: all of the player's (a password change, a
 * replayed refresh token, a lock) or one sign-in's (signing out).
 */
export function endRevokedSessions(app: FastifyInstance, rooms: PlayerRooms): void {
  app.ctx.events.on('sessionsEnded', ({ playerId }) => rooms.disconnectPlayer(playerId));
  app.ctx.events.on('signInEnded', ({ family }) => rooms.disconnectSignIn(family));
}
