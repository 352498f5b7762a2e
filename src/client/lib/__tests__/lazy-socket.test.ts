import { LazyRealtimeConnection } from '../lazy-socket';
import type { RealtimeConnection } from '../socket';

const handlers = { onEvent: jest.fn(), onUnauthorized: jest.fn() };

function fakeConnection(): RealtimeConnection & { calls: string[] } {
  const calls: string[] = [];
  return { calls, connect: (token) => calls.push(`connect ${token}`), disconnect: () => calls.push('disconnect') };
}

describe('the realtime connection loaded on first use', () => {
  it('loads nothing for a signed-out visitor, whatever is asked to close', async () => {
    const load = jest.fn();
    new LazyRealtimeConnection(load, handlers).disconnect();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('connects once loaded, in the order asked while it loaded, and directly after', async () => {
    const connection = fakeConnection();
    const load = jest.fn(async () => connection);
    const lazy = new LazyRealtimeConnection(load, handlers);
    lazy.connect('a');
    lazy.disconnect();
    lazy.connect('b');
    expect(connection.calls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(handlers);
    expect(connection.calls).toEqual(['connect a', 'disconnect', 'connect b']);
    lazy.disconnect();
    expect(connection.calls).toEqual(['connect a', 'disconnect', 'connect b', 'disconnect']);
  });
});
