import { type WalkInput, walkChain } from '../../../shared/chain-walk';
import { aChain } from '../../testing/fairness';
import { ChainWalkError, createChainWalker, runChainWalk, SLICE_STEPS, type WalkWorker } from '../chain-walker';

const chain = aChain({ length: 3 * SLICE_STEPS + 10 });
const input = (k: number): WalkInput => ({ seed: chain.at(k), index: k, links: [{ hash: chain.terminatingHash, index: 0 }], maxSteps: k });

/** A worker that runs the walk when told, as the real one does. */
function fakeWorker(): WalkWorker & { crash(): void } {
  const worker: WalkWorker & { crash(): void } = {
    onmessage: null,
    onerror: null,
    postMessage: ({ id, input: walk }) => {
      setTimeout(() => {
        try {
          worker.onmessage?.({ data: { id, result: walkChain(walk) } } as MessageEvent);
        } catch (error) {
          worker.onmessage?.({ data: { id, error: String(error) } } as MessageEvent);
        }
      }, 0);
    },
    terminate: () => undefined,
    crash: () => worker.onerror?.(new Event('error')),
  };
  return worker;
}

describe('running a chain walk off the main turn', () => {
  it('without a Worker (jsdom, old browsers), walks in slices and lets the page run between them', async () => {
    expect(typeof Worker).toBe('undefined');
    let turns = 0;
    const tick = setInterval(() => turns++, 0);
    const k = chain.length;
    const result = await runChainWalk(input(k));
    clearInterval(tick);
    expect(result).toEqual(walkChain(input(k)));
    expect(result.seedIndex).toBe(k);
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('with a worker, sends each walk there and matches answers to walks', async () => {
    const worker = fakeWorker();
    const sent = jest.spyOn(worker, 'postMessage');
    const run = createChainWalker(async () => worker);
    const [a, b] = await Promise.all([run(input(100)), run(input(2500))]);
    expect(a.seedIndex).toBe(100);
    expect(b.seedIndex).toBe(2500);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('falls back to slices when the worker cannot start or dies', async () => {
    const run = createChainWalker(async () => {
      throw new Error('no worker here');
    });
    expect((await run(input(50))).seedIndex).toBe(50);

    const worker = fakeWorker();
    worker.postMessage = () => worker.crash();
    const dying = createChainWalker(async () => worker);
    expect((await dying(input(60))).seedIndex).toBe(60);
    expect((await dying(input(61))).seedIndex).toBe(61);
  });

  it('passes on a walk the worker refused (bad input) without giving up the worker', async () => {
    const worker = fakeWorker();
    const run = createChainWalker(async () => worker);
    await expect(run({ ...input(5), seed: 'not hex' })).rejects.toBeInstanceOf(ChainWalkError);
    const sent = jest.spyOn(worker, 'postMessage');
    await run(input(5));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
