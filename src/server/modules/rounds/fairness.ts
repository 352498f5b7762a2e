import { createHash, createHmac } from 'node:crypto';
import { digitsFromHmac, roundMessage } from '../../../shared/fairness.js';

/** SHA-256 of a seed's raw bytes, as lowercase hex. */
export function sha256Hex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** A round's five digits: HMAC-SHA256(key = seed bytes, message = `${salt}:${zone}:${incId}`). */
export function roundDigits(seedHex: string, salt: string, zone: string, incId: number): string {
  const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(roundMessage(salt, zone, incId), 'utf8').digest();
  return digitsFromHmac(mac);
}

/** Every this many links a checkpoint is kept, so any h[k] costs at most this many hashes. */
const CHECKPOINT_EVERY = 1024;

/**
 * One hash chain: h[N] = secret, h[i] = SHA256(h[i+1]). Built once (N hashes) and kept as
 * checkpoints, then h[k] for any k is a short walk down from the checkpoint above it.
 */
export class HashChain {
  private readonly checkpoints: string[] = [];

  constructor(
    secret: string,
    readonly length: number,
  ) {
    // checkpoints[j] = h[min(j * STEP, N)], walking down from h[N].
    const top = Math.ceil(length / CHECKPOINT_EVERY);
    const byIndex = new Map<number, string>();
    let h = secret;
    for (let i = length; i >= 0; i--) {
      if (i % CHECKPOINT_EVERY === 0 || i === length) byIndex.set(i, h);
      if (i > 0) h = sha256Hex(h);
    }
    for (let j = 0; j <= top; j++) this.checkpoints.push(byIndex.get(Math.min(j * CHECKPOINT_EVERY, length))!);
  }

  /** h[0]: the published terminating hash. */
  get terminatingHash(): string {
    return this.checkpoints[0]!;
  }

  /** h[k], 0 <= k <= N. */
  at(k: number): string {
    if (!Number.isInteger(k) || k < 0 || k > this.length) throw new RangeError(`chain index ${k} outside 0..${this.length}`);
    const upper = Math.min(Math.ceil(k / CHECKPOINT_EVERY) * CHECKPOINT_EVERY, this.length);
    let h = this.checkpoints[Math.ceil(upper / CHECKPOINT_EVERY)]!;
    for (let i = upper; i > k; i--) h = sha256Hex(h);
    return h;
  }
}
