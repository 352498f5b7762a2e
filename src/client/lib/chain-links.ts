import type { ChainLink, ChainSpan } from '../../shared/chain-walk';

/**
 * Links of pinned chains that a walk on this page proved: h[i] that led, in i steps, to the
 * terminating hash this device pinned. A later walk down the same chain stops at the first it meets
 * (issue 30), so checking a neighbouring round costs at most MARK_EVERY hashes instead of the chain.
 * Kept for the page's life only, per chain and terminating hash.
 */
const known = new Map<string, Map<number, string>>();

/** Links kept per chain at most: a chain's marks (100 for 100,000 rounds) and many rounds checked. */
const MAX_PER_CHAIN = 5_000;

const keyOf = (chain: ChainSpan) => `${chain.zone}#${chain.chainNo}:${chain.terminatingHash}`;

/** What a walk down `chain` may stop at: its terminating hash, and the links proved before. */
export function linksOf(chain: ChainSpan): ChainLink[] {
  const links: ChainLink[] = [{ hash: chain.terminatingHash, index: 0 }];
  for (const [index, hash] of known.get(keyOf(chain)) ?? []) links.push({ hash, index });
  return links;
}

/** Keeps links a walk proved (call only for a walk that reached the chain's pinned terminating hash). */
export function rememberLinks(chain: ChainSpan, links: readonly ChainLink[]): void {
  const key = keyOf(chain);
  const kept = known.get(key) ?? new Map<number, string>();
  for (const link of links) if (link.index > 0 && kept.size < MAX_PER_CHAIN) kept.set(link.index, link.hash);
  known.set(key, kept);
}

/** Forgets every proved link (tests). */
export function forgetLinks(): void {
  known.clear();
}
