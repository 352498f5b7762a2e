/**
 * Starts the chain walk's Web Worker. In a module of its own, imported only where `Worker` exists:
 * `import.meta.url` is what Vite needs to bundle the worker, and what Jest (CommonJS) cannot read.
 */
export function startChainWalkWorker(): Worker {
  return new Worker(new URL('./chain-walk.worker.ts', import.meta.url), { type: 'module' });
}
