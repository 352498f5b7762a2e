import { makeRound, zonesAt } from '../../testing/rounds';
import { roundClosed, statusReceived } from '../realtime-actions';
import systemSlice, { selectCurrentRound, selectLastRound, selectServerOffsetMs, systemFetched } from '../system-slice';

const reduce = (actions: Parameters<typeof systemSlice.reducer>[1][]) => actions.reduce(systemSlice.reducer, systemSlice.getInitialState());
const view = (state: ReturnType<typeof reduce>) => ({ system: state });

// 10:00:30 on a day: LEVEL_1 round 30,000,000-ish is open.
const NOW = Date.UTC(2026, 10, 22, 10, 0, 30);
const L1 = Math.floor(NOW / 60_000);

describe('the rounds each level shows', () => {
  it('fills every level from GET /v1/system, with the clock offset to the server', () => {
    const state = reduce([systemFetched({ serverTime: NOW, receivedAt: NOW - 1500, zones: zonesAt(NOW, '90817') })]);
    expect(selectCurrentRound(view(state), 'LEVEL_1')?.incId).toBe(L1);
    expect(selectLastRound(view(state), 'LEVEL_1')).toMatchObject({ incId: L1 - 1, result: '90817' });
    expect(selectCurrentRound(view(state), 'LEVEL_5')?.incId).toBe(Math.floor(NOW / 300_000));
    // The phone's clock is 1.5 s behind the server's: countdowns add 1.5 s.
    expect(selectServerOffsetMs(view(state))).toBe(1500);
  });

  it('moves one level to its next round on NEW_SESSION and leaves the others alone', () => {
    const start = systemFetched({ serverTime: NOW, receivedAt: NOW, zones: zonesAt(NOW) });
    const closed = roundClosed({ zone: 'LEVEL_1', last: makeRound('LEVEL_1', L1, '55501'), current: makeRound('LEVEL_1', L1 + 1), serverTime: NOW + 30_000, receivedAt: NOW + 29_800 });
    const state = reduce([start, closed]);
    expect(selectCurrentRound(view(state), 'LEVEL_1')?.incId).toBe(L1 + 1);
    expect(selectLastRound(view(state), 'LEVEL_1')).toMatchObject({ incId: L1, result: '55501' });
    expect(selectCurrentRound(view(state), 'LEVEL_3')).toEqual(zonesAt(NOW).LEVEL_3.current);
    expect(selectServerOffsetMs(view(state))).toBe(200);
  });

  it('ignores a STATUS computed before a round closed that arrives after the NEW_SESSION', () => {
    const closed = roundClosed({ zone: 'LEVEL_1', last: makeRound('LEVEL_1', L1, '55501'), current: makeRound('LEVEL_1', L1 + 1), serverTime: NOW + 30_000, receivedAt: NOW + 30_000 });
    const late = statusReceived({ serverTime: NOW + 29_990, receivedAt: NOW + 30_100, balance: 0, balanceVersion: 0, notifications: [], read: { ids: [] }, zones: zonesAt(NOW + 29_990) });
    const state = reduce([closed, late]);
    expect(selectCurrentRound(view(state), 'LEVEL_1')?.incId).toBe(L1 + 1);
    expect(selectLastRound(view(state), 'LEVEL_1')?.result).toBe('55501');
  });

  it('takes the STATUS after a reconnect when rounds closed while the socket was down', () => {
    const before = systemFetched({ serverTime: NOW, receivedAt: NOW, zones: zonesAt(NOW, '11111') });
    const later = NOW + 125_000;
    const state = reduce([before, statusReceived({ serverTime: later, receivedAt: later, balance: 0, balanceVersion: 0, notifications: [], read: { ids: [] }, zones: zonesAt(later, '22222') })]);
    expect(selectCurrentRound(view(state), 'LEVEL_1')?.incId).toBe(L1 + 2);
    expect(selectLastRound(view(state), 'LEVEL_1')).toMatchObject({ incId: L1 + 1, result: '22222' });
  });

  it('follows a server that restarted on another schedule once the shown round is over by its clock', () => {
    const before = systemFetched({ serverTime: NOW, receivedAt: NOW, zones: zonesAt(NOW) });
    const restarted = { ...zonesAt(NOW), LEVEL_1: { current: { ...makeRound('LEVEL_1', 5), endTime: new Date(NOW + 90_000).toISOString() }, last: null } };
    const state = reduce([before, statusReceived({ serverTime: NOW + 31_000, receivedAt: NOW + 31_000, balance: 0, balanceVersion: 0, notifications: [], read: { ids: [] }, zones: restarted })]);
    expect(selectCurrentRound(view(state), 'LEVEL_1')?.incId).toBe(5);
    expect(selectLastRound(view(state), 'LEVEL_1')).toBeNull();
  });
});
