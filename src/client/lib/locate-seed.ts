import { chainOfRound, type WalkResult } from '../../shared/chain-walk';
import type { PinnedChain, UsablePins } from './chain-pins';
import { runChainWalk, type RunWalk } from './chain-walker';
import { recomputeResult } from './verify-round';

/** Where a pasted seed sits: its chain, its index there, the round that uses it, and that round's digits. */
export interface SeedLocation {
  readonly chain: PinnedChain;
  readonly index: number;
  readonly incId: number;
  readonly message: string;
  readonly digits: string;
}

/**
 * Finds a pasted seed in a level's pinned chains (issue 30): hashes it forward, up to the longest
 * chain's length, until it meets one of their terminating hashes; the number of hashes is its index.
 * A seed on no chain, or on a stretch of a chain that no round uses (a newer chain took over), has no
 * location.
 */
export async function locateSeed(seed: string, zone: string, pins: UsablePins, run: RunWalk = runChainWalk): Promise<{ walk: WalkResult; location: SeedLocation | null }> {
  const chains = pins.chains.filter((chain) => chain.zone === zone);
  const links = chains.map((chain) => ({ hash: chain.terminatingHash, index: 0 }));
  const walk = await run({ seed, links, maxSteps: Math.max(0, ...chains.map((chain) => chain.length)) });
  const chain = walk.reached && chains.find((c) => c.terminatingHash === walk.reached!.hash);
  if (!chain || walk.seedIndex === null || walk.seedIndex > chain.length) return { walk, location: null };
  const index = walk.seedIndex;
  const incId = chain.firstIncId + index - 1;
  if (chainOfRound(pins.chains, zone, incId) !== chain) return { walk, location: null };
  const { message, digits } = recomputeResult({ zone, incId, seed, result: null }, pins.salt.value);
  return { walk, location: { chain, index, incId, message, digits } };
}
