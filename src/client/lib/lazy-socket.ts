import { nextTask } from './next-task';
import type { RealtimeConnection, RealtimeConnectionFactory, RealtimeHandlers } from './socket';

/**
 * The realtime connection, with socket.io-client loaded only when a session first connects: a
 * signed-out first visit never downloads it. Calls made while it loads are replayed in order once
 * it is there (in practice one `connect`, perhaps followed by a `disconnect`).
 */
export class LazyRealtimeConnection implements RealtimeConnection {
  private connection: RealtimeConnection | undefined;
  private pending: Array<(c: RealtimeConnection) => void> = [];
  private loading: Promise<void> | undefined;

  constructor(
    private readonly load: (handlers: RealtimeHandlers) => Promise<RealtimeConnection>,
    private readonly handlers: RealtimeHandlers,
  ) {}

  connect(token: string): void {
    this.run((c) => c.connect(token));
  }

  disconnect(): void {
    // Nothing to close before the first connect.
    if (this.connection || this.loading) this.run((c) => c.disconnect());
  }

  private run(call: (c: RealtimeConnection) => void): void {
    if (this.connection) return call(this.connection);
    this.pending.push(call);
    this.loading ??= this.load(this.handlers).then((connection) => {
      this.connection = connection;
      for (const pendingCall of this.pending.splice(0)) pendingCall(connection);
    });
  }
}

/** `createRealtimeSocket(url)`, its module (and socket.io-client) imported on the first connect, then opened a task later. */
export const createLazyRealtimeSocket =
  (url: string): RealtimeConnectionFactory =>
  (handlers) =>
    new LazyRealtimeConnection(async (h) => {
      const { createRealtimeSocket } = await import('./socket');
      // Opening the socket in a task of its own, not with the evaluation of socket.io-client's modules.
      await nextTask();
      return createRealtimeSocket(url)(h);
    }, handlers);
