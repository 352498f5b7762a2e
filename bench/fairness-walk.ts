// The longest chain walk the app makes (issue 30): a round at the far end of a chain, its seed hashed
// a chain's whole length (FAIRNESS_CHAIN_LENGTH, 100,000 by default in src/server/config.ts) down to
// the terminating hash, with the app's synchronous SHA-256 (@noble/hashes, src/shared/chain-walk.ts),
// as its Web Worker runs it; beside it, in the same run, the same walk with Node's own SHA-256
// (OpenSSL) as the baseline, and the walk in slices as the page runs it without a worker (its total
// time, and the longest slice: how long the page is held at most).
// Run: npx tsx bench/fairness-walk.ts   (LENGTH=..., RUNS=... change the sizes)
import { createHash } from 'node:crypto';
import { ChainWalk, walkChain, type WalkInput } from '../src/shared/chain-walk.js';
import { HashChain } from '../src/server/modules/rounds/fairness.js';
import { SLICE_STEPS } from '../src/client/lib/chain-walker.js';

const LENGTH = Number(process.env.LENGTH ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

// The server's own chain: the walk must land on its terminating hash.
const chain = new HashChain(createHash('sha256').update('bench-fairness-walk').digest('hex'), LENGTH);
const input: WalkInput = { seed: chain.at(LENGTH), index: LENGTH, links: [{ hash: chain.terminatingHash, index: 0 }], maxSteps: LENGTH };

function appWalk(): number {
  const t0 = performance.now();
  const result = walkChain(input);
  const took = performance.now() - t0;
  if (result.seedIndex !== LENGTH) throw new Error('the walk did not reach the terminating hash');
  return took;
}

function nodeWalk(): number {
  const t0 = performance.now();
  let h = Buffer.from(input.seed, 'hex');
  for (let i = 0; i < LENGTH; i++) h = createHash('sha256').update(h).digest();
  const took = performance.now() - t0;
  if (h.toString('hex') !== chain.terminatingHash) throw new Error('the baseline did not reach the terminating hash');
  return took;
}

/** As the page runs it without a worker: SLICE_STEPS hashes a task (setTimeout 0 between, as nextTask does). */
async function slicedWalk(): Promise<{ total: number; slices: number[] }> {
  const walk = new ChainWalk(input);
  const t0 = performance.now();
  const slices: number[] = [];
  for (;;) {
    const s0 = performance.now();
    const done = walk.advance(SLICE_STEPS);
    slices.push(performance.now() - s0);
    if (done) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (walk.result.seedIndex !== LENGTH) throw new Error('the sliced walk did not reach the terminating hash');
  return { total: performance.now() - t0, slices };
}

// One warm-up each, then RUNS alternating runs.
appWalk();
nodeWalk();
const app: number[] = [];
const node: number[] = [];
const sliced: { total: number; slices: number[] }[] = [];
for (let i = 0; i < RUNS; i++) {
  app.push(appWalk());
  node.push(nodeWalk());
  sliced.push(await slicedWalk());
}

const appMedian = median(app);
const nodeMedian = median(node);
console.log(`chain walk of ${LENGTH.toLocaleString('en-US')} SHA-256, median of ${RUNS} runs (min-max):`);
console.log(`  app (@noble/hashes, as in its Web Worker):  ${ms(appMedian)}  (${ms(Math.min(...app))}-${ms(Math.max(...app))})`);
console.log(`  baseline (node:crypto, OpenSSL):           ${ms(nodeMedian)}  (${ms(Math.min(...node))}-${ms(Math.max(...node))})  app/baseline ${(appMedian / nodeMedian).toFixed(2)}x`);
const tasks = sliced.flatMap((s) => s.slices);
console.log(
  `  app in slices of ${SLICE_STEPS.toLocaleString('en-US')} (no worker):      ${ms(median(sliced.map((s) => s.total)))} in ${sliced[0]!.slices.length} tasks of ${ms(median(tasks))} (median), longest ${ms(Math.max(...tasks))}`,
);
