// Where socket events go: each socket joins its player's room; events go to a room or to everyone.
import type { EventName, PayloadOf, RealtimeServer, ServerSocket } from './types.js';

export const playerRoom = (playerId: number) => `player:${playerId}`;
/** Every socket opened with a token of one sign-in (token family): signing out closes them. */
export const signInRoom = (family: number) => `sign-in:${family}`;

export function joinPlayerRoom(socket: ServerSocket): void {
  void socket.join(socket.data.signIn === undefined ? playerRoom(socket.data.player.id) : [playerRoom(socket.data.player.id), signInRoom(socket.data.signIn)]);
}

/**
 * Sending to players' rooms and to everyone, on every instance when `fannedOut` (the Redis adapter);
 * `sent` hears of each event sent (the metrics count them by type).
 */
export function playerRooms(io: RealtimeServer, fannedOut: boolean, sent: (event: EventName) => void = () => {}) {
  // Without Redis every listener is local: a player with no socket here needs no packet built.
  const reachable = (room: string) => fannedOut || (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
  return {
    toPlayer<E extends EventName>(playerId: number, event: E, payload: PayloadOf<E>): void {
      if (!reachable(playerRoom(playerId))) return;
      sent(event);
      // socket.io's typed emit needs the event's literal type; the payload type is checked by the signature.
      (io.to(playerRoom(playerId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    broadcast<E extends EventName>(event: E, payload: PayloadOf<E>): void {
      sent(event);
      (io.emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    /** Closes every socket of the player, wherever it is connected. */
    disconnectPlayer(playerId: number): void {
      if (reachable(playerRoom(playerId))) io.in(playerRoom(playerId)).disconnectSockets(true);
    },
    /** Closes the sockets of one sign-in, wherever they are connected. */
    disconnectSignIn(family: number): void {
      if (reachable(signInRoom(family))) io.in(signInRoom(family)).disconnectSockets(true);
    },
  };
}

export type PlayerRooms = ReturnType<typeof playerRooms>;
