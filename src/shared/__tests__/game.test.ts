import { digitsFromHmac, hexToBytes } from '../fairness';
import { gateWins, normalizeGate, OPPOSITE_GATE, roundAt, winningGates, zoneDisplayName } from '../game';

describe('gates', () => {
  it.each([
    ['00000', ['THAP', 'PHAI']],
    ['49999', ['THAP', 'TRAI']],
    ['50000', ['CAO', 'PHAI']],
    ['91237', ['CAO', 'TRAI']],
    ['40008', ['THAP', 'PHAI']],
  ])('result %s makes %j win', (result, gates) => {
    expect(winningGates(result)).toEqual(gates);
  });

  it('High is a first digit above 4, Left an odd last digit', () => {
    for (let d = 0; d <= 9; d++) {
      expect(gateWins('CAO', `${d}0000`)).toBe(d > 4);
      expect(gateWins('THAP', `${d}0000`)).toBe(d <= 4);
      expect(gateWins('TRAI', `0000${d}`)).toBe(d % 2 === 1);
      expect(gateWins('PHAI', `0000${d}`)).toBe(d % 2 === 0);
    }
  });

  it('maps the Home buttons and pairs opposite gates', () => {
    expect(normalizeGate('TANG')).toBe('CAO');
    expect(normalizeGate('GIAM')).toBe('THAP');
    expect(OPPOSITE_GATE.CAO).toBe('THAP');
    expect(OPPOSITE_GATE.TRAI).toBe('PHAI');
  });
});

describe('round schedule', () => {
  it('numbers rounds by floor(start / duration) on the wall clock', () => {
    const now = Date.UTC(2026, 10, 22, 10, 4, 30);
    expect(roundAt(now, 180)).toEqual({ incId: Math.floor(now / 180_000), startTime: Math.floor(now / 180_000) * 180_000, endTime: (Math.floor(now / 180_000) + 1) * 180_000 });
    expect(roundAt(Date.UTC(2026, 10, 22, 10, 3, 0), 180).startTime).toBe(Date.UTC(2026, 10, 22, 10, 3, 0));
  });

  it('shows zone names with the first underscore as a space', () => {
    expect(zoneDisplayName('LEVEL_1')).toBe('LEVEL 1');
    expect(zoneDisplayName('A_B_C')).toBe('A B_C');
  });
});

describe('digit derivation (known answers computed independently with Python hmac/hashlib)', () => {
  it.each([
    ['b57e2fc65bac3b9a067e4748b157c203d3176d2977674a4b537022f1bfc1d1eb', '73068'],
    ['42c7cb3c3cc95b78f4893804c8c7b6d01aef75fd1d4be2bd1b3f181b0f8cb9d1', '22971'],
    ['cf0344ea90f4559c610b06f947450663165a12631900cd46cdc4190357502136', '85320'],
  ])('HMAC %s gives %s', (mac, digits) => {
    expect(digitsFromHmac(hexToBytes(mac))).toBe(digits);
  });

  it('gives 0 for all-zero bytes and 9 for all-ones', () => {
    expect(digitsFromHmac(new Uint8Array(32))).toBe('00000');
    expect(digitsFromHmac(new Uint8Array(32).fill(255))).toBe('99999');
  });
});
