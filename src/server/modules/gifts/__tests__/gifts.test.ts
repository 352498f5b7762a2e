import { randomInt } from 'node:crypto';
import type { BuyBoxResponse, GiftResponse, OpenBoxResponse } from '../../../../shared/api/growth.js';
import type { BoxPrize } from '../../../../shared/growth.js';
import { texts } from '../../../../shared/texts.js';
import { balanceOf } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { drawPrize } from '../prize-draw.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const buy = (token: string, key?: string) => t.request({ method: 'POST', url: '/v1/players/buy-open', token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const open = (token: string) => t.request({ method: 'POST', url: '/v1/reward', token });

describe('gift boxes', () => {
  it('sells a box at its price, opens it once with a prize from the table, and records it', async () => {
    const p = await t.register('boxes0001');
    expect([(await open(p.token)).statusCode, (await open(p.token)).json().message]).toEqual([400, texts.growth.errors.noBox]);
    const short = await buy(p.token);
    expect([short.statusCode, short.json().message]).toEqual([400, texts.errors.insufficientBalance]);
    await t.fund(p.player.id, 250);
    const first = await buy(p.token, 'box-1');
    expect(first.json<BuyBoxResponse>()).toMatchObject({ boxes: 1, balance: 150 });
    expect((await buy(p.token, 'box-1')).json()).toEqual(first.json());
    expect((await buy(p.token)).json<BuyBoxResponse>()).toMatchObject({ boxes: 2, balance: 50 });
    const prizes = t.app.ctx.settings.get('boxPrizes');
    const opened = (await open(p.token)).json<OpenBoxResponse>();
    expect(prizes.map((x) => x.name)).toContain(opened.prize.name);
    expect(opened.boxes).toBe(1);
    expect(opened.record).toMatchObject({ price: opened.prize.points, isActive: true, reward: { name: opened.prize.name } });
    expect(await balanceOf(t, p.player.id)).toBe(50 + opened.prize.points);
    const history = (await t.request({ method: 'GET', url: '/v1/gift?type=OPENBOX', token: p.token })).json<GiftResponse>();
    expect(history).toMatchObject({ totalResults: 1, boxes: 1 });
    expect((await t.request({ method: 'GET', url: '/v1/gift?type=BOX', token: p.token })).statusCode).toBe(400);
  });
});

describe('the prize draw', () => {
  it('follows the weights (chi-square over 100,000 draws with crypto.randomInt)', () => {
    const table: BoxPrize[] = [
      { name: 'a', points: 0, weight: 41 },
      { name: 'b', points: 50, weight: 30 },
      { name: 'c', points: 100, weight: 15 },
      { name: 'd', points: 200, weight: 10 },
      { name: 'e', points: 1000, weight: 4 },
      { name: 'never', points: 5000, weight: 0 },
    ];
    const draws = 100_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const prize = drawPrize(table, randomInt);
      counts.set(prize.name, (counts.get(prize.name) ?? 0) + 1);
    }
    expect(counts.get('never')).toBeUndefined();
    const chiSquare = table.filter((p) => p.weight > 0).reduce((sum, p) => {
      const expected = (draws * p.weight) / 100;
      return sum + ((counts.get(p.name) ?? 0) - expected) ** 2 / expected;
    }, 0);
    // 4 degrees of freedom: a fair draw passes this bound but once in ten million runs.
    expect(chiSquare).toBeLessThan(40);
  });
});
