import { createTestStore } from '../../../testing/store';
import { roundClosed, statusReceived } from '../../../stores/realtime-actions';
import { makeRound, zonesAt } from '../../../testing/rounds';
import { roundsApi } from '../api/rounds-api';

const args = { zone: 'LEVEL_1' as const, page: 1, limit: 20 };

function serve(pages: Array<ReturnType<typeof makeRound>[]>) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push((input as Request).url);
    const results = pages.shift() ?? [];
    return new Response(JSON.stringify({ results, page: 1, limit: 20, totalPages: 1, totalResults: results.length }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the trend list follows the rounds as they settle', () => {
  it('puts a just-settled round on top of page 1 without asking the server', async () => {
    const calls = serve([[makeRound('LEVEL_1', 101, '11111'), makeRound('LEVEL_1', 100, '00000')]]);
    const store = createTestStore({});
    const sub = store.dispatch(roundsApi.endpoints.getRounds.initiate(args));
    await sub;
    await flush();
    store.dispatch(roundClosed({ zone: 'LEVEL_3', last: makeRound('LEVEL_3', 7, '99999'), current: makeRound('LEVEL_3', 8), serverTime: 0, receivedAt: 0 }));
    store.dispatch(roundClosed({ zone: 'LEVEL_1', last: makeRound('LEVEL_1', 102, '22222'), current: makeRound('LEVEL_1', 103), serverTime: 0, receivedAt: 0 }));
    await flush();
    const list = roundsApi.endpoints.getRounds.select(args)(store.getState()).data!;
    expect(list.results.map((r) => r.incId)).toEqual([102, 101, 100]);
    expect(calls).toHaveLength(1);
    sub.unsubscribe();
  });

  it('asks again after a reconnect that reveals missed rounds', async () => {
    const calls = serve([[makeRound('LEVEL_1', 101, '11111')], [makeRound('LEVEL_1', 104, '44444'), makeRound('LEVEL_1', 103, '33333')]]);
    const store = createTestStore({});
    const sub = store.dispatch(roundsApi.endpoints.getRounds.initiate(args));
    await sub;
    await flush();
    const zones = zonesAt(105 * 60_000);
    store.dispatch(statusReceived({ serverTime: 105 * 60_000, receivedAt: 105 * 60_000, balance: 0, balanceVersion: 0, notifications: [], read: { ids: [] }, zones }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
    const list = roundsApi.endpoints.getRounds.select(args)(store.getState()).data!;
    expect(list.results[0]!.incId).toBe(104);
    sub.unsubscribe();
  });
});
