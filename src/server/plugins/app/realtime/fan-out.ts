// Several instances: socket events fan out through Redis, so a socket on any instance gets them.
import type { FastifyInstance } from 'fastify';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import { connectRedis } from '../../../lib/redis-client.js';
import type { RealtimeServer } from './types.js';

/**
 * Sharded pub/sub (Redis 7), a channel per room: an event for one player reaches only the instances
 * that hold that player's sockets, not every instance (which decoded every bet's NEW_BALANCE).
 */
export async function fanOutThroughRedis(app: FastifyInstance, io: RealtimeServer, url: string, channelPrefix: string): Promise<void> {
  const [pub, sub] = await Promise.all([
    // Two publishes a bet (its balance, the bet): a hot connection (lib/redis-client.ts).
    connectRedis(app, { url, name: 'socket.io publish', hot: true }),
    connectRedis(app, { url, name: 'socket.io subscribe' }),
  ]);
  io.adapter(createShardedAdapter(pub, sub, { channelPrefix, subscriptionMode: 'dynamic' }));
  app.log.info('socket fan-out through Redis');
}
