import { createHash, createHmac, webcrypto } from 'node:crypto';
import { VerificationUnavailable, verifyRound } from '../verify-round';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

/** The server's side, written out from decisions section 3 with node:crypto, independently of the app's code. */
function settle(seedHex: string, salt: string, zone: string, incId: number) {
  const seed = Buffer.from(seedHex, 'hex');
  const mac = createHmac('sha256', seed).update(`${salt}:${zone}:${incId}`, 'utf8').digest();
  let result = '';
  for (let i = 0; i < 5; i++) {
    const f = mac[4 * i]! / 256 + mac[4 * i + 1]! / 256 ** 2 + mac[4 * i + 2]! / 256 ** 3 + mac[4 * i + 3]! / 256 ** 4;
    result += String(Math.floor(f * 10));
  }
  return { zone, incId, seed: seedHex, seedHash: createHash('sha256').update(seed).digest('hex'), result };
}

const SEED = createHash('sha256').update('known-answer seed').digest('hex');
const SALT = 'b3f1c2d4e5a6978812345678';

describe('checking a round in the browser (WebCrypto)', () => {
  it('recomputes the known answer and confirms both the commitment and the result', async () => {
    const round = settle(SEED, SALT, 'LEVEL_3', 9_813_456);
    const check = await verifyRound(round, SALT, subtle);
    expect(check).toEqual({ message: `${SALT}:LEVEL_3:9813456`, digits: round.result, seedMatches: true, resultMatches: true });
  });

  it('flags a result that is not the one the seed gives', async () => {
    const round = settle(SEED, SALT, 'LEVEL_1', 29_600_000);
    const altered = { ...round, result: String((Number(round.result[0]) + 1) % 10) + round.result.slice(1) };
    const check = await verifyRound(altered, SALT, subtle);
    expect(check.resultMatches).toBe(false);
    expect(check.digits).toBe(round.result);
    expect(check.seedMatches).toBe(true);
  });

  it('flags a seed that does not match the commitment published before the round', async () => {
    const round = settle(SEED, SALT, 'LEVEL_5', 5_920_000);
    const check = await verifyRound({ ...round, seedHash: createHash('sha256').update('another').digest('hex') }, SALT, subtle);
    expect(check.seedMatches).toBe(false);
    expect(check.resultMatches).toBe(true);
  });

  it('gives a different result under another salt, so the salt really is part of it', async () => {
    const round = settle(SEED, SALT, 'LEVEL_3', 9_813_456);
    const other = settle(SEED, 'other-salt', 'LEVEL_3', 9_813_456);
    const check = await verifyRound(round, 'other-salt', subtle);
    expect(check.digits).toBe(other.result);
    expect(check.resultMatches).toBe(other.result === round.result);
  });

  it('says so when the browser has no WebCrypto (plain HTTP)', async () => {
    await expect(verifyRound(settle(SEED, SALT, 'LEVEL_3', 1), SALT, null)).rejects.toBeInstanceOf(VerificationUnavailable);
  });
});
