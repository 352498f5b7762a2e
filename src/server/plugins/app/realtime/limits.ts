// How many sockets one player may hold on this instance.
import type { ServerSocket } from './types.js';

/** Sockets one player may hold on one instance (tabs and devices); one more is refused. */
export const MAX_SOCKETS_PER_PLAYER = 10;

/**
 * Sockets per player on this instance, counted from the handshake (rooms are joined only once
 * connected, too late to stop a burst of parallel handshakes) until the connection closes.
 */
export class SocketPlaces {
  private readonly held = new Map<number, number>();

  /** Takes one of the player's places for this socket until it closes; false when none is left. */
  hold(playerId: number, socket: ServerSocket): boolean {
    const held = this.held.get(playerId) ?? 0;
    if (held >= MAX_SOCKETS_PER_PLAYER) return false;
    this.held.set(playerId, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.held.get(playerId) ?? 1) - 1;
      if (left > 0) this.held.set(playerId, left);
      else this.held.delete(playerId);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    return true;
  }
}
