import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a Node script in its own process (so it does not share the benchmark's event loop). */
export async function startProcess(args: string[], env: Record<string, string>, healthUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 150; i++) {
    if (await fetch(healthUrl).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not start`);
}

/**
 * The real server (from the sources) on a free port, with what every benchmark sets (fast password
 * hashing, warnings only, no app files) and `env` on top; answers its base URL once it is ready.
 */
export async function startServer(env: Record<string, string>, ready: '/health' | '/ready' = '/health'): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    ['src/server/server.ts'],
    { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SCRYPT_COST: '1024', CLIENT_DIR: '/nonexistent', ...env },
    `${base}${ready}`,
  );
  return { base, child };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
