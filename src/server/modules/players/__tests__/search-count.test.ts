import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { countMatchingPlayers } from '../admin-players.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['counted01', 'counted02', 'counted03']) await t.register(name);
});
afterAll(() => t.close());

describe('counting a players search', () => {
  it('stops at cap + 1: enough to say "more than the cap" without reading every match', async () => {
    expect(await countMatchingPlayers(t.database.db, 'counted', 1)).toBe(2);
    expect(await countMatchingPlayers(t.database.db, 'counted', 2)).toBe(3);
    expect(await countMatchingPlayers(t.database.db, 'counted', 10)).toBe(3);
    expect(await countMatchingPlayers(t.database.db, 'nobody', 10)).toBe(0);
  });
});
