// First: sizes libuv's thread pool before anything uses it.
import './threadpool.js';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** Entry point: read the environment, build the app, listen, and close cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Run from source (tsx: `npm run dev`, the benchmarks), the route files are TypeScript.
  if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  const app = await buildApp({ config, routesDir: path.join(import.meta.dirname, 'routes') });
  if (config.databaseUrl && config.fairnessSecretSource === 'generated') {
    // Fine for one instance; a second one with its own generated secret cannot continue the chains
    // this one makes (it refuses to start once it meets one), possibly months from now.
    app.log.warn('FAIRNESS_SECRET is not set: using the one generated in DATA_DIR. Give every instance of this deployment the same FAIRNESS_SECRET (docs/operations.md)');
  }
  if (config.databaseUrl && config.push.vapidSource === 'generated') {
    // A device subscribed through one instance refuses pushes signed by another instance's own key.
    app.log.warn('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: using the pair generated in DATA_DIR. Give every instance of this deployment the same pair (docs/operations.md, "Web Push")');
  }
  // Graceful shutdown: /ready answers 503 at once; after SHUTDOWN_DRAIN_MS (time for a load balancer
  // that polls /ready to stop sending) the server stops accepting, closes the sockets (clients
  // reconnect through the load balancer to another instance), lets requests in flight finish, stops
  // the round engine and the jobs, and closes the database.
  const close = async (signal: string) => {
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.lifecycle.draining = true;
    // Whatever still hangs on after 10 s (a stuck client, a slow database) does not keep the process up.
    setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
