import { randomBytes } from 'node:crypto';
import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { settingOnce } from '../settings/index.js';
import type { FairnessKeys } from './fairness-keys.js';
import { HashChain } from './fairness.js';
import type { FairnessChainRow } from './rounds.table.js';
import { type Clock, systemClock } from '../../lib/clock.js';

export interface RoundSeed {
  readonly chainNo: number;
  /** The round's seed h[k]: secret until the round settles. */
  readonly seed: string;
  /** SHA256(seed) = h[k-1]: the commitment shown while the round is open. */
  readonly seedHash: string;
}

/**
 * The fairness chains of every zone (decisions section 3). The first instance to need a chain
 * creates it (unique zone + chain_no); every other instance reads the same row and derives the same
 * h[N] from the shared fairness secret (`FairnessKeys`), so all agree without coordination. Nothing
 * here takes a result as input: results come only from the chain.
 */
export class FairnessChains {
  private readonly built = new Map<number, HashChain>();
  private salt: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly chainLength: number,
    private readonly keys: FairnessKeys,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The public salt, created once per installation. */
  async getSalt(): Promise<string> {
    this.salt ??= await settingOnce(this.db, 'fairness.salt', randomBytes(16).toString('hex'), this.clock.now());
    return this.salt;
  }

  /** The seed of `zone`'s round `incId`, from the chain that covers it (created when needed). */
  async seedFor(zone: Zone, incId: number): Promise<RoundSeed> {
    const row = await this.chainCovering(zone, incId);
    const chain = this.hashChain(row);
    const k = incId - row.firstIncId + 1;
    return { chainNo: row.chainNo, seed: chain.at(k), seedHash: chain.at(k - 1) };
  }

  /** The seed of a round already created with `chainNo`. */
  async seedOf(zone: Zone, chainNo: number, incId: number): Promise<string> {
    const row = await this.db.selectFrom('fairnessChains').selectAll().where('zone', '=', zone).where('chainNo', '=', chainNo).executeTakeFirstOrThrow();
    return this.hashChain(row).at(incId - row.firstIncId + 1);
  }

  private hashChain(row: FairnessChainRow): HashChain {
    let chain = this.built.get(row.id);
    if (!chain) {
      chain = new HashChain(this.lastSeedOf(row), row.length);
      if (chain.terminatingHash !== row.terminatingHash) throw new Error(`fairness chain ${row.zone}#${row.chainNo} does not match its published hash`);
      this.built.set(row.id, chain);
    }
    return chain;
  }

  /** h[N] of a chain: derived from its secret and nonce, or (a chain made before) stored. */
  private lastSeedOf(row: FairnessChainRow): string {
    if (row.keyId === null || row.nonce === null) return row.secret;
    const seed = this.keys.chainSeed(row.keyId, row.zone, row.chainNo, row.nonce);
    if (seed === undefined) {
      throw new Error(`fairness chain ${row.zone}#${row.chainNo} was made with a fairness secret this instance does not hold (key ${row.keyId}): give every instance the same FAIRNESS_SECRET, and the earlier ones in FAIRNESS_PREVIOUS_SECRETS`);
    }
    return seed;
  }

  private async chainCovering(zone: Zone, incId: number): Promise<FairnessChainRow> {
    const latest = await this.db
      .selectFrom('fairnessChains')
      .selectAll()
      .where('zone', '=', zone)
      .where('firstIncId', '<=', incId)
      .orderBy('chainNo', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest && incId < latest.firstIncId + latest.length) return latest;
    const newest = await this.db.selectFrom('fairnessChains').select('chainNo').where('zone', '=', zone).orderBy('chainNo', 'desc').limit(1).executeTakeFirst();
    if (newest && latest && newest.chainNo !== latest.chainNo) {
      // A newer chain starts after this round: the round fell between chains and cannot be opened.
      throw new Error(`round ${zone}#${incId} precedes the newest chain`);
    }
    const chainNo = (newest?.chainNo ?? 0) + 1;
    await insertDerivedChain(this.db, this.keys, { zone, chainNo, firstIncId: incId, length: this.chainLength, now: this.clock.now() });
    // Whoever won the insert, use the stored row.
    const stored = await this.db.selectFrom('fairnessChains').selectAll().where('zone', '=', zone).where('chainNo', '=', chainNo).executeTakeFirstOrThrow();
    if (stored.firstIncId > incId || incId >= stored.firstIncId + stored.length) throw new Error(`round ${zone}#${incId} is not covered by chain ${chainNo}`);
    return stored;
  }
}

/**
 * Writes a new chain derived from the current fairness secret, unless (zone, chainNo) exists already
 * (another instance won: the caller reads the stored row). Answers whether this call wrote it.
 */
export async function insertDerivedChain(db: Db, keys: FairnessKeys, chain: { zone: Zone; chainNo: number; firstIncId: number; length: number; now: number }): Promise<boolean> {
  const nonce = randomBytes(16).toString('hex');
  const lastSeed = keys.chainSeed(keys.currentId, chain.zone, chain.chainNo, nonce)!;
  const result = await db
    .insertInto('fairnessChains')
    .values({
      zone: chain.zone,
      chainNo: chain.chainNo,
      firstIncId: chain.firstIncId,
      length: chain.length,
      secret: '',
      keyId: keys.currentId,
      nonce,
      terminatingHash: new HashChain(lastSeed, chain.length).terminatingHash,
      createdAt: chain.now,
    })
    .onConflict((oc) => oc.columns(['zone', 'chainNo']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
