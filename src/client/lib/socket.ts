import { io, type Socket } from 'socket.io-client';
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_UNAUTHORIZED, SocketEvent, type StatusPayload } from '../../shared/realtime';

type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** Reconnection of spec sections 4 and 9: 1-5 s back-off, randomization 0.5, never give up, 20 s connect time-out. */
export const RECONNECT_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const;

/** What the socket layer reports back; it never touches the store itself. */
export interface RealtimeHandlers {
  onEvent<E extends EventName>(event: E, payload: PayloadOf<E>): void;
  /** The server refused the token: the session is over. */
  onUnauthorized(): void;
}

/** The connection as the middleware drives it (a fake in tests). */
export interface RealtimeConnection {
  /** Connects with `token`, replacing a connection made with another one. */
  connect(token: string): void;
  /** Closes the connection; `connect` opens it again. */
  disconnect(): void;
}

export type RealtimeConnectionFactory = (handlers: RealtimeHandlers) => RealtimeConnection;

/** socket.io-client on the default namespace of `url` (empty: this page's origin), `auth: { token, since? }`. */
export class RealtimeSocket implements RealtimeConnection {
  private socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
  private token: string | undefined;
  /** Server time of the last STATUS: a reconnect asks for the notifications sent since (`auth.since`). */
  private lastStatusAt: number | undefined;

  constructor(
    private readonly url: string,
    private readonly handlers: RealtimeHandlers,
  ) {}

  connect(token: string): void {
    if (this.socket && this.token === token) {
      if (!this.socket.active) this.socket.connect();
      return;
    }
    this.close();
    this.token = token;
    // `auth` is read at every (re)connect: after the first, it names when the last STATUS was sent.
    const auth = (send: (data: object) => void) => send(this.lastStatusAt === undefined ? { token } : { token, since: this.lastStatusAt });
    // WebSocket only: one connection that stays on the instance it reached, so that a load balancer
    // needs no sticky sessions (HTTP long-polling would need every request on the same instance).
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(this.url || undefined, { ...RECONNECT_OPTIONS, transports: ['websocket'], auth });
    for (const event of Object.values(SocketEvent)) {
      socket.on(event, ((payload: PayloadOf<typeof event>) => {
        if (event === SocketEvent.STATUS) this.lastStatusAt = (payload as StatusPayload).serverTime;
        this.handlers.onEvent(event, payload);
      }) as never);
    }
    // A refusal by the server's handshake check is final: socket.io does not retry it, and neither do we.
    socket.on('connect_error', (err) => {
      if (err.message === SOCKET_UNAUTHORIZED) this.handlers.onUnauthorized();
    });
    // The server closes a socket whose token expired or was revoked, and every socket when it shuts
    // down. socket.io would stay down; asking again tells which: a refused token ends the session,
    // a restarting server is retried with the usual back-off.
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') socket.connect();
    });
    this.socket = socket;
  }

  disconnect(): void {
    this.socket?.disconnect();
  }

  private close(): void {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = undefined;
    this.token = undefined;
    this.lastStatusAt = undefined;
  }
}

export const createRealtimeSocket =
  (url: string): RealtimeConnectionFactory =>
  (handlers) =>
    new RealtimeSocket(url, handlers);
