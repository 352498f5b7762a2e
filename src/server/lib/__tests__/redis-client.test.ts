import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import { ManualClock } from '../clock.js';
import { FallbackCounters, MemoryCounters, RedisCounters } from '../counters.js';
import { DeadlineError, within } from '../deadline.js';
import { connectRedis, HOT_QUEUE_LIMIT } from '../redis-client.js';
import { redisAnswers, TEST_REDIS_URL } from '../../testing/redis.js';

/**
 * A Redis that answers while `answering` is true and then stops, its connections left open (a
 * frozen server, not a closed one): what a hot connection must not wait on forever.
 */
class FrozenRedis {
  answering = true;
  readonly received: string[][] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor() {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      let buffered = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        buffered = Buffer.concat([buffered, chunk]);
        for (;;) {
          const parsed = readCommand(buffered);
          if (!parsed) break;
          buffered = buffered.subarray(parsed.length);
          this.received.push(parsed.args);
          if (this.answering) socket.write('+OK\r\n');
        }
      });
      socket.on('error', () => undefined);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `redis://127.0.0.1:${address.port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** One RESP command (an array of bulk strings) from the front of `data`, or undefined when incomplete. */
function readCommand(data: Buffer): { args: string[]; length: number } | undefined {
  let at = 0;
  const line = (): string | undefined => {
    const end = data.indexOf('\r\n', at);
    if (end < 0) return undefined;
    const text = data.toString('latin1', at, end);
    at = end + 2;
    return text;
  };
  const head = line();
  if (head === undefined) return undefined;
  const count = Number(head.slice(1));
  const args: string[] = [];
  for (let i = 0; i < count; i++) {
    const size = line();
    if (size === undefined) return undefined;
    const length = Number(size.slice(1));
    if (data.length < at + length + 2) return undefined;
    args.push(data.toString('utf8', at, at + length));
    at += length + 2;
  }
  return { args, length: at };
}

describe('a hot Redis connection (the bet path)', () => {
  let frozen: FrozenRedis;
  let url: string;
  beforeEach(async () => {
    frozen = new FrozenRedis();
    url = await frozen.listen();
  });
  afterEach(() => frozen.close());

  it('arms no timer per command (node-redis would arm a 5 s AbortSignal.timeout for each)', async () => {
    const app = Fastify();
    const client = await connectRedis(app, { url, name: 'test', failFast: true, hot: true });
    const timeouts = jest.spyOn(AbortSignal, 'timeout');
    try {
      expect(await Promise.all(Array.from({ length: 50 }, (_, i) => client.get(`k${i}`)))).toEqual(Array(50).fill('OK'));
      expect(timeouts).not.toHaveBeenCalled();
    } finally {
      timeouts.mockRestore();
      await app.close();
    }
  });

  it('gives up on a Redis that stops answering within its deadline, and the limits count in memory', async () => {
    const app = Fastify();
    const client = await connectRedis(app, { url, name: 'test', failFast: true, hot: true });
    frozen.answering = false;
    const errors: unknown[] = [];
    const counters = new FallbackCounters(new RedisCounters(client, 'limits:', 150), new MemoryCounters(new ManualClock(0)), (error) => errors.push(error));
    const started = performance.now();
    expect(await counters.hit('bets:7', 1000, 'fixed')).toBe(1);
    expect(await counters.hit('bets:7', 1000, 'fixed')).toBe(2);
    const waited = performance.now() - started;
    // Two waits of 150 ms, not node-redis's 5 s timeout; Redis was asked (one script each).
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(2_000);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBeInstanceOf(DeadlineError);
    expect(frozen.received.filter((args) => args[0]?.toUpperCase() === 'EVAL')).toHaveLength(2);
    await frozen.close();
    await app.close();
  });

  it('holds a bounded queue: past it, a command fails at once instead of piling up', async () => {
    const app = Fastify();
    const client = await connectRedis(app, { url, name: 'test', failFast: true, hot: true });
    frozen.answering = false;
    const waiting = Array.from({ length: HOT_QUEUE_LIMIT }, (_, i) => client.get(`k${i}`).catch((error: unknown) => error));
    await expect(client.get('one more')).rejects.toThrow('The queue is full');
    await frozen.close();
    await Promise.all(waiting);
    await app.close();
  });
});

describe('Redis window counters (a real Redis)', () => {
  let redisUp = false;
  beforeAll(async () => {
    redisUp = await redisAnswers('the Redis counters test');
  });

  it('count a fixed window from the first event and a sliding one from the last, as in memory', async () => {
    if (!redisUp) return;
    const app = Fastify();
    try {
      const client = await connectRedis(app, { url: TEST_REDIS_URL, name: 'test', failFast: true, hot: true });
      const counters = new RedisCounters(client, `test-${randomBytes(4).toString('hex')}:`);
      expect([await counters.hit('f', 2000, 'fixed'), await counters.hit('s', 2000, 'sliding')]).toEqual([1, 1]);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect([await counters.hit('f', 2000, 'fixed'), await counters.hit('s', 2000, 'sliding')]).toEqual([2, 2]);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      // 2.4 s after the first: the fixed window is over; 1.2 s after the last: the sliding one is not.
      expect([await counters.hit('f', 2000, 'fixed'), await counters.hit('s', 2000, 'sliding')]).toEqual([1, 3]);
      expect(await counters.count('s')).toBe(3);
      await counters.clear('s');
      expect(await counters.count('s')).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('within', () => {
  it('answers what the promise answers, and leaves no timer behind', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    expect(await within(Promise.resolve(42), 60_000, 'Redis')).toBe(42);
    await expect(within(Promise.reject(new Error('refused')), 60_000, 'Redis')).rejects.toThrow('refused');
    expect(timers()).toBe(before);
  });

  it('refuses once the time is up, saying what did not answer', async () => {
    await expect(within(new Promise(() => undefined), 50, 'Redis')).rejects.toThrow('Redis did not answer in 50 ms');
  });
});
