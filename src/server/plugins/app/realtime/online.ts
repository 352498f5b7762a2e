// Who is connected now, across instances: the operators' dashboard's "active now".
import type { OnlineCount } from '../../../../shared/api/dashboard.js';
import type { LocalOnline, RealtimeServer } from './types.js';

/**
 * Each instance counts its own sockets; with Redis (`fannedOut`) the others answer a server-side
 * event (one small answer per instance, not every socket's data as fetchSockets would send). A
 * player holding sockets on two instances counts on both. An instance silent for the adapter's
 * request time-out (5 s) is left out and the answer says so.
 */
export function onlineCount(io: RealtimeServer, fannedOut: boolean): () => Promise<OnlineCount> {
  const localOnline = (): LocalOnline => {
    const players = new Set<number>();
    let sockets = 0;
    for (const socket of io.of('/').sockets.values()) {
      if (socket.data.player?.role !== 'PLAYER') continue;
      sockets += 1;
      players.add(socket.data.player.id);
    }
    return { players: players.size, sockets };
  };
  io.on('onlineCount', (answer) => answer(localOnline()));
  return () => {
    const own = localOnline();
    if (!fannedOut) return Promise.resolve({ ...own, instances: 1, complete: true });
    return new Promise((resolve) => {
      io.serverSideEmit('onlineCount', (err: Error | null, others: LocalOnline[]) => {
        const all = [own, ...others];
        resolve({ players: all.reduce((n, c) => n + c.players, 0), sockets: all.reduce((n, c) => n + c.sockets, 0), instances: all.length, complete: !err });
      });
    });
  };
}
