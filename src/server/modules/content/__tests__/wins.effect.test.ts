import fc from 'fast-check';
import { biggestWins } from '../wins.effect.js';

describe('biggestWins', () => {
  it('is the first n winners of the chunk by win, biggest first, ties to the lower player id', () => {
    const stake = fc.record({ playerId: fc.integer({ min: 1, max: 60 }), bets: fc.constant(1), staked: fc.constant(1), won: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 8 })) });
    fc.assert(
      fc.property(fc.uniqueArray(stake, { selector: (s) => s.playerId, maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (stakes, n) => {
        const sorted = stakes.filter((s) => s.won > 0).sort((a, b) => b.won - a.won || a.playerId - b.playerId);
        expect(biggestWins(stakes, n)).toEqual(sorted.slice(0, n));
      }),
    );
  });
});
