import type { BoxPrize } from '../../../shared/growth.js';

/**
 * Draws one prize: prize i with chance weight_i / total, from a uniform integer in [0, total)
 * (`crypto.randomInt` in the app; a seeded one in tests). Prizes of weight 0 are never drawn.
 */
export function drawPrize(prizes: readonly BoxPrize[], randomInt: (max: number) => number): BoxPrize {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw new Error('the prize table has no weight');
  let r = randomInt(total);
  for (const prize of prizes) {
    if (r < prize.weight) return prize;
    r -= prize.weight;
  }
  throw new Error('unreachable: r < total');
}
