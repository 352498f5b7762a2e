import { io } from 'socket.io-client';
import { RealtimeSocket } from '../socket';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

/** A minimal socket.io client double: records listeners and lets the test fire them. */
function fakeIo() {
  const listeners = new Map<string, (arg: unknown) => void>();
  const socket: { active: boolean; on: jest.Mock; connect: jest.Mock; disconnect: jest.Mock; removeAllListeners: jest.Mock } = {
    active: true,
    on: jest.fn((event: string, fn: (arg: unknown) => void) => listeners.set(event, fn)),
    connect: jest.fn(),
    disconnect: jest.fn((): void => void (socket.active = false)),
    removeAllListeners: jest.fn(),
  };
  (io as jest.Mock).mockReturnValue(socket);
  return { socket, fire: (event: string, arg: unknown) => listeners.get(event)?.(arg) };
}

/** The handshake's `auth` of the last connection opened, as the next (re)connect would send it. */
function lastAuth(): unknown {
  const options = (io as jest.Mock).mock.lastCall[1] as { auth: (send: (data: unknown) => void) => void };
  let sent: unknown;
  options.auth((data) => void (sent = data));
  return sent;
}

describe('RealtimeSocket', () => {
  beforeEach(() => jest.clearAllMocks());

  it('connects with the token and the reconnection of spec section 4, and forwards events', () => {
    const { fire } = fakeIo();
    const onEvent = jest.fn();
    new RealtimeSocket('', { onEvent, onUnauthorized: jest.fn() }).connect('tok');
    expect(lastAuth()).toEqual({ token: 'tok' });
    expect(io).toHaveBeenCalledWith(undefined, expect.objectContaining({
      // No sticky sessions needed behind a load balancer.
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20000,
    }));
    fire('NEW_BALANCE', { balance: 5 });
    expect(onEvent).toHaveBeenCalledWith('NEW_BALANCE', { balance: 5 });
  });

  it('reports a refused token, but not an ordinary connection failure (those are retried)', () => {
    const { fire } = fakeIo();
    const onUnauthorized = jest.fn();
    new RealtimeSocket('', { onEvent: jest.fn(), onUnauthorized }).connect('tok');
    fire('connect_error', new Error('xhr poll error'));
    expect(onUnauthorized).not.toHaveBeenCalled();
    fire('connect_error', new Error('unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('asks again when the server closed the socket (token expired or revoked, server restarting), not after its own close', () => {
    const { socket, fire } = fakeIo();
    new RealtimeSocket('', { onEvent: jest.fn(), onUnauthorized: jest.fn() }).connect('tok');
    fire('disconnect', 'io client disconnect');
    fire('disconnect', 'transport close');
    expect(socket.connect).not.toHaveBeenCalled();
    fire('disconnect', 'io server disconnect');
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('reopens the same socket after a drop, and a new one for a new token', () => {
    const { socket } = fakeIo();
    const realtime = new RealtimeSocket('', { onEvent: jest.fn(), onUnauthorized: jest.fn() });
    realtime.connect('a');
    realtime.disconnect();
    realtime.connect('a');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledTimes(1);
    realtime.connect('b');
    expect(io).toHaveBeenCalledTimes(2);
    expect(lastAuth()).toEqual({ token: 'b' });
  });

  it('reconnects naming the server time of the last STATUS, so that it gets the notifications sent meanwhile', () => {
    const { fire } = fakeIo();
    const onEvent = jest.fn();
    const realtime = new RealtimeSocket('', { onEvent, onUnauthorized: jest.fn() });
    realtime.connect('a');
    fire('STATUS', { serverTime: 1_000, notifications: [] });
    expect(onEvent).toHaveBeenCalledWith('STATUS', { serverTime: 1_000, notifications: [] });
    expect(lastAuth()).toEqual({ token: 'a', since: 1_000 });
    // Another session starts afresh.
    realtime.connect('b');
    expect(lastAuth()).toEqual({ token: 'b' });
  });
});
