import { createHash } from 'node:crypto';
import { HashChain, roundDigits, sha256Hex } from '../fairness.js';

// Vectors computed independently with Python's hmac and hashlib.
const SEED = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join('');
const SALT = '9f2c1e0d4b7a6583';

describe('round digits', () => {
  it.each([
    ['LEVEL_3', 9876543, '73068'],
    ['LEVEL_1', 29650000, '22971'],
    ['LEVEL_5', 5930000, '85320'],
  ])('%s round %i with the test seed is %s', (zone, incId, digits) => {
    expect(roundDigits(SEED, SALT, zone, incId)).toBe(digits);
  });

  it('depend on the salt, the zone and the round number', () => {
    const base = roundDigits(SEED, SALT, 'LEVEL_3', 1);
    const variants = [roundDigits(SEED, SALT + 'x', 'LEVEL_3', 1), roundDigits(SEED, SALT, 'LEVEL_1', 1), roundDigits(SEED, SALT, 'LEVEL_3', 2)];
    expect(variants.some((v) => v !== base)).toBe(true);
  });
});

describe('hash chain', () => {
  const secret = createHash('sha256').update('chain-secret').digest('hex');
  const chain = new HashChain(secret, 3000);

  it('matches the known links, across checkpoints', () => {
    expect(chain.at(3000)).toBe('47d74975b443b3f421b02aa10c2ecd2efc93a733e6e8561b72f8ba1708c7c549');
    expect(chain.terminatingHash).toBe('a8513f77373ac573f2b444395605a45c57a8aaa8b89d46b4aefc7e4b01f15c11');
    expect(chain.at(1)).toBe('ccc9e52852c81f5743d7b69649f0bfc0f39292566cef99278390f4a7fa858386');
    expect(chain.at(1024)).toBe('cf3c2b20a3a9a43dfbb3b046ddd76a47606922ec2660700fa14a026a5d00a670');
    expect(chain.at(1500)).toBe('7c0a1e57847868bfc9c16575ae598e3ace97b02f2ab94ab83021b4b46f371c24');
    expect(chain.at(2048)).toBe('5204e90b8bdc5b58910b65318e2660d2c457c5e6f2b960bb97566f4ebc4af64a');
    expect(chain.at(2999)).toBe('cdbf32b1c076221395c6174107cbff781c03db4cd4d326e64d7cd5e44bbf37fc');
  });

  it('links every seed to the one before it: SHA256(h[k+1]) == h[k]', () => {
    for (const k of [0, 1, 1023, 1024, 1025, 2047, 2999]) expect(sha256Hex(chain.at(k + 1))).toBe(chain.at(k));
  });

  it('refuses indexes outside the chain', () => {
    expect(() => chain.at(3001)).toThrow(RangeError);
    expect(() => chain.at(-1)).toThrow(RangeError);
  });
});
