// The one way the server opens a Redis connection: named in its error logs, closed with the app.
import type { FastifyInstance } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import { within } from './deadline.js';

export interface RedisConnection {
  /** REDIS_URL. */
  readonly url: string;
  /** What the connection is for, as its errors are logged: `redis (<name>) error`. */
  readonly name: string;
  /**
   * Commands fail at once while Redis is away instead of waiting in a queue until it is back: for
   * callers that have something better to do meanwhile (the limits count in memory).
   */
  readonly failFast?: boolean;
  /**
   * Commands on the bet path (the limits, socket.io's publishes): sent without node-redis's
   * per-command timeout, which arms an `AbortSignal.timeout` of 5 s for every command and never
   * clears it (about 30 µs of CPU a command, the signals kept alive for 5 s; `bench/redis-commands.mjs`).
   * Instead the queue is bounded (`HOT_QUEUE_LIMIT`: past it a command fails at once, so a Redis that
   * stops answering cannot pile them up), and a caller that waits for an answer bounds its wait
   * itself (lib/deadline.ts). Connecting keeps the timeout.
   */
  readonly hot?: boolean;
}

/** How long closing a connection waits for Redis to answer QUIT. */
const CLOSE_WAIT_MS = 1_000;

/** Commands a hot connection holds at most, waiting to be sent or for their answers. */
export const HOT_QUEUE_LIMIT = 10_000;

/**
 * A connected client, closed when the app closes. The close hook is added here, when the connection
 * opens, so connections close in the reverse order of the plugins that opened them (Fastify runs
 * onClose hooks last-in, first-out): after the code that uses them has stopped.
 */
export async function connectRedis(app: FastifyInstance, { url, name, failFast = false, hot = false }: RedisConnection): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url, disableOfflineQueue: failFast, ...(hot ? { commandsQueueMaxLength: HOT_QUEUE_LIMIT } : {}) });
  client.on('error', (err) => app.log.error({ err }, `redis (${name}) error`));
  await client.connect();
  app.addHook('onClose', async () => {
    // A Redis that stopped answering does not hold the shutdown: past the wait, the socket is cut.
    await within(client.quit(), CLOSE_WAIT_MS, 'Redis').catch(() => client.destroy());
  });
  // A timeout of 0 arms no timer (the client's other command options kept).
  return hot ? client.withCommandOptions({ timeout: 0 }) : client;
}
