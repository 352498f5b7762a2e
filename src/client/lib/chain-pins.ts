import type { ChainSpan } from '../../shared/chain-walk';
import { CHAIN_PINS_STORAGE_KEY } from '../config/constants';

/**
 * The fairness data as this device first saw it in GET /v1/fairness (issue 30): each chain's
 * terminating hash, and the salt. Rounds are checked against these, never against whatever the server
 * lists today: a server that later listed another hash for the same chain (same level and chain
 * number), or another salt, could otherwise forge rounds after the fact. Kept in localStorage across
 * sign-outs (the key is the device's, not a player's).
 */
export interface PinnedChain extends ChainSpan {
  /** When this device first saw the chain (epoch ms). */
  readonly pinnedAt: number;
  /** What the server listed later for the same chain, when it differed: no round of it is 'verified' again. */
  readonly changedTo?: ChainSpan & { readonly seenAt: number };
}

export interface PinnedSalt {
  readonly value: string;
  readonly pinnedAt: number;
  /** Another salt listed later: no round is 'verified' again. */
  readonly changedTo?: { readonly value: string; readonly seenAt: number };
}

export interface FairnessPins {
  readonly salt: PinnedSalt | null;
  /** Sorted by level, then chain number. */
  readonly chains: readonly PinnedChain[];
}

/** Pins with a salt to check with (a list has been read at least once). */
export type UsablePins = FairnessPins & { readonly salt: PinnedSalt };

interface Stored {
  readonly salt?: PinnedSalt;
  readonly chains: Readonly<Record<string, PinnedChain>>;
}

/** Where storage is refused (a private mode), pins last as long as the page. */
let inMemory: Stored = { chains: {} };

const keyOf = (chain: Pick<ChainSpan, 'zone' | 'chainNo'>) => `${chain.zone}#${chain.chainNo}`;

function span(chain: ChainSpan): ChainSpan {
  return { zone: chain.zone, chainNo: chain.chainNo, firstIncId: chain.firstIncId, length: chain.length, terminatingHash: chain.terminatingHash };
}

function sameChain(a: ChainSpan, b: ChainSpan): boolean {
  return a.terminatingHash === b.terminatingHash && a.firstIncId === b.firstIncId && a.length === b.length;
}

function read(storage: Storage | null): Stored {
  if (!storage) return inMemory;
  try {
    const parsed = JSON.parse(storage.getItem(CHAIN_PINS_STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return parsed && typeof parsed.chains === 'object' && parsed.chains ? { ...parsed, chains: parsed.chains } : { chains: {} };
  } catch {
    return inMemory;
  }
}

function write(stored: Stored, storage: Storage | null): void {
  inMemory = stored;
  try {
    storage?.setItem(CHAIN_PINS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or refused: kept in memory for this page.
  }
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function answer(stored: Stored): FairnessPins {
  const chains = Object.values(stored.chains).sort((a, b) => a.zone.localeCompare(b.zone) || a.chainNo - b.chainNo);
  return { salt: stored.salt ?? null, chains };
}

/**
 * Pins the salt and every chain seen for the first time, marks what the server now lists differently
 * (for good: a later return to the first value does not clear it), and answers everything pinned.
 * Idempotent: reading the same list again changes nothing.
 */
export function pinFairness(published: { readonly salt: string; readonly chains: readonly ChainSpan[] }, storage: Storage | null = defaultStorage(), now = Date.now()): FairnessPins {
  const before = read(storage);
  const chains = { ...before.chains };
  let salt = before.salt;
  let changed = false;
  if (!salt) {
    salt = { value: published.salt, pinnedAt: now };
    changed = true;
  } else if (!salt.changedTo && salt.value !== published.salt) {
    salt = { ...salt, changedTo: { value: published.salt, seenAt: now } };
    changed = true;
  }
  for (const chain of published.chains) {
    const key = keyOf(chain);
    const pinned = chains[key];
    if (!pinned) {
      chains[key] = { ...span(chain), pinnedAt: now };
      changed = true;
    } else if (!pinned.changedTo && !sameChain(pinned, chain)) {
      chains[key] = { ...pinned, changedTo: { ...span(chain), seenAt: now } };
      changed = true;
    }
  }
  const stored = { salt, chains };
  if (changed) write(stored, storage);
  return answer(stored);
}

/** What is pinned so far, without a new list (offline). */
export function pinnedFairness(storage: Storage | null = defaultStorage()): FairnessPins {
  return answer(read(storage));
}
