import type { Round, SessionsResponse } from '../../../../../shared/api/rounds.js';
import type { ErrorBody } from '../../../../../shared/api/common.js';
import type { SystemResponse } from '../../../../../shared/api/system.js';
import { texts } from '../../../../../shared/texts.js';
import type { ManualClock } from '../../../../lib/clock.js';
import { clockInRound } from '../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

// Issue 30: the fairness page checks any round, signed in or not, by level and round number.

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function system() {
  return (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
}

describe('GET /v1/sessions/{zone}/{incId}', () => {
  it('gives anyone, without signing in, a settled round as the list shows it', async () => {
    const open = (await system()).zones.LEVEL_3.current;
    clock.set(Date.parse(open.endTime) + 10);
    await t.app.game.engine.tick();
    const [listed] = (await t.request({ method: 'GET', url: '/v1/sessions?zone=LEVEL_3&limit=1' })).json<SessionsResponse>().results;
    const res = await t.request({ method: 'GET', url: `/v1/sessions/LEVEL_3/${open.incId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Round>()).toEqual(listed);
    expect(res.json<Round>()).toMatchObject({ incId: open.incId, zone: 'LEVEL_3', status: 'SETTLED', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('says a round still open has not ended, and reveals nothing of it', async () => {
    const open = (await system()).zones.LEVEL_3.current;
    const res = await t.request({ method: 'GET', url: `/v1/sessions/LEVEL_3/${open.incId}` });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().message).toBe(texts.game.verify.notSettled);
    expect(res.body).not.toContain(open.seedHash);
  });

  it('says a round that never was is not found, and refuses a level or number that cannot be', async () => {
    const open = (await system()).zones.LEVEL_3.current;
    const missing = await t.request({ method: 'GET', url: `/v1/sessions/LEVEL_3/${open.incId + 1000}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().message).toBe(texts.game.bet.roundNotFound);
    // The same number in another level is another round.
    expect((await t.request({ method: 'GET', url: `/v1/sessions/LEVEL_5/${open.incId - 1}` })).statusCode).toBe(404);
    for (const url of ['/v1/sessions/LEVEL_9/5', '/v1/sessions/LEVEL_3/0', '/v1/sessions/LEVEL_3/1.5', '/v1/sessions/LEVEL_3/abc']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().message).toEqual(expect.any(String));
    }
  });
});
