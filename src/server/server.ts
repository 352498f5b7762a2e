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
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Whatever still hangs on after 10 s (a stuck client, a slow database) does not keep the process up.
    setTimeout(() => process.exit(1), 10_000).unref();
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
