import { ChainWalk, type WalkInput, type WalkResult } from '../../shared/chain-walk';
import { nextTask } from './next-task';

/**
 * Runs chain walks (src/shared/chain-walk.ts) where they do not hold the screen (issue 30): in a Web
 * Worker, or, where there is none (or it failed to start), in slices on the page, each slice a task
 * of its own, so that taps and paint go on between them.
 */

/** Hashes per slice on the page: a few milliseconds of a phone's main thread. */
export const SLICE_STEPS = 2_000;

/** What the walker needs of a Worker (a fake one in tests). */
export interface WalkWorker {
  postMessage(message: { id: number; input: WalkInput }): void;
  onmessage: ((event: MessageEvent<{ id: number; result?: WalkResult; error?: string }>) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

export type StartWorker = () => Promise<WalkWorker>;

export type RunWalk = (input: WalkInput) => Promise<WalkResult>;

/** The walk itself refused its input (the worker is fine). */
export class ChainWalkError extends Error {}

/** The whole walk on the page, `slice` hashes per task. */
export async function walkInSlices(input: WalkInput, slice = SLICE_STEPS, yieldTask: () => Promise<void> = nextTask): Promise<WalkResult> {
  const walk = new ChainWalk(input);
  while (!walk.advance(slice)) await yieldTask();
  return walk.result;
}

const startBundledWorker: StartWorker = () => import('./chain-walk-worker').then((m) => m.startChainWalkWorker() as unknown as WalkWorker);

/** A walker: one worker for all its walks, started on the first; slices on the page without one. */
export function createChainWalker(start: StartWorker | null = typeof Worker === 'function' ? startBundledWorker : null): RunWalk {
  let worker: Promise<WalkWorker> | undefined;
  let broken = start === null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: WalkResult) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    broken = true;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    void worker?.then((w) => w.terminate()).catch(() => undefined);
    worker = undefined;
  };

  const open = (): Promise<WalkWorker> =>
    (worker ??= start!().then((w) => {
      w.onmessage = ({ data }) => {
        const call = pending.get(data.id);
        pending.delete(data.id);
        if (data.result) call?.resolve(data.result);
        else call?.reject(new ChainWalkError(data.error ?? 'chain walk failed'));
      };
      w.onerror = () => failAll(new Error('chain walk worker failed'));
      return w;
    }));

  return async (input) => {
    if (broken) return walkInSlices(input);
    try {
      const w = await open();
      return await new Promise<WalkResult>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        w.postMessage({ id, input });
      });
    } catch (error) {
      if (error instanceof ChainWalkError) throw error;
      // No worker after all (it could not load, or died): the same walk on the page.
      broken = true;
      return walkInSlices(input);
    }
  };
}

let shared: RunWalk | undefined;

/** Runs a walk with the app's one walker. */
export function runChainWalk(input: WalkInput): Promise<WalkResult> {
  return (shared ??= createChainWalker())(input);
}
