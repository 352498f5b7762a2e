import { createHash, createHmac } from 'node:crypto';
import type { Zone } from '../../../shared/game.js';

/**
 * The fairness secrets this instance holds (decisions section 3, issue 16): the current one
 * (FAIRNESS_SECRET), with which new chains are made, and earlier ones (FAIRNESS_PREVIOUS_SECRETS)
 * whose chains still run. They live outside the database: a copy of the database alone tells no
 * round's seed before it is revealed. Each is known by its id, a hash of it, stored on its chains.
 */
export class FairnessKeys {
  readonly currentId: string;
  private readonly byId: Map<string, string>;

  constructor(current: string, previous: readonly string[] = []) {
    this.currentId = FairnessKeys.idOf(current);
    this.byId = new Map([current, ...previous].map((secret) => [FairnessKeys.idOf(secret), secret]));
  }

  static idOf(secret: string): string {
    return createHash('sha256').update(`fairness-key:${secret}`).digest('hex').slice(0, 16);
  }

  /**
   * h[N] of a chain: HMAC-SHA256(secret, "fairness-chain:zone:chainNo:nonce"), 64 hex characters (a
   * 32-byte seed). Undefined when this instance lacks the secret the chain was made with.
   */
  chainSeed(keyId: string, zone: Zone, chainNo: number, nonce: string): string | undefined {
    const secret = this.byId.get(keyId);
    return secret === undefined ? undefined : createHmac('sha256', secret).update(`fairness-chain:${zone}:${chainNo}:${nonce}`).digest('hex');
  }
}
