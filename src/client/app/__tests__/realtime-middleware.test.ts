import { addListener } from '@reduxjs/toolkit';
import { api } from '../../api/base';
import type { RealtimeConnection, RealtimeHandlers } from '../../lib/socket';
import { signedIn, signedOut } from '../../stores/auth-slice';
import { countdownEnded, notificationReceived } from '../../stores/realtime-actions';
import { ready, selectCurrentRound, selectLastRound } from '../../stores/system-slice';
import { makeRound, zonesAt } from '../../testing/rounds';
import { RECONNECT_AFTER_COUNTDOWN_MS } from '../realtime-middleware';
import { createTestStore } from '../../testing/store';

const player = {
  id: 7, incId: 100007, username: 'player07', nickname: null, phoneNumber: null, address: null, balance: 10, balanceVersion: 1,
  bankName: null, bankAccountNumber: null, bankAccountHolder: null, frontID: null, backID: null, refId: 'ABCDEFGH',
  isUnlockMulti: false, isAgent: false, role: 'PLAYER' as const, createdAt: '2026-01-01T00:00:00.000Z',
};

/** A stand-in socket that records what the middleware asks of it and lets the test play the server. */
function fakeSocket() {
  const log: string[] = [];
  let handlers: RealtimeHandlers | undefined;
  let created = 0;
  const connection: RealtimeConnection = {
    connect: (token) => void log.push(`connect ${token}`),
    disconnect: () => void log.push('disconnect'),
  };
  return {
    log,
    get created() {
      return created;
    },
    server: () => handlers!,
    factory: (h: RealtimeHandlers) => {
      created++;
      handlers = h;
      return connection;
    },
  };
}

describe('the realtime socket', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('stays closed while signed out, opens with the token on sign-in, closes on sign-out', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(ready());
    expect(socket.created).toBe(0);
    store.dispatch(signedIn({ player, accessToken: 'token-1' }));
    expect(socket.log).toEqual(['connect token-1']);
    store.dispatch(signedOut());
    expect(socket.log).toEqual(['connect token-1', 'disconnect']);
  });

  it('opens for a session restored at start, and reopens with a new token', () => {
    const socket = fakeSocket();
    const store = createTestStore({ auth: { isLoggedIn: true, accessToken: 'saved', refreshToken: null, profile: player } }, { realtime: socket.factory });
    store.dispatch(ready());
    expect(socket.log).toEqual(['connect saved']);
    store.dispatch(signedIn({ player, accessToken: 'renewed' }));
    expect(socket.log).toEqual(['connect saved', 'connect renewed']);
  });

  it('turns server events into the round, result, balance and notification the screens show', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const now = Date.now();
    socket.server().onEvent('STATUS', { serverTime: now, balance: 250, balanceVersion: 2, notifications: [], read: { ids: [] }, zones: zonesAt(now, '98765') });
    const state = () => store.getState();
    expect(state().auth.profile?.balance).toBe(250);
    expect(selectLastRound(state(), 'LEVEL_3')?.result).toBe('98765');

    const open = selectCurrentRound(state(), 'LEVEL_3')!;
    socket.server().onEvent('NEW_SESSION', { zone: 'LEVEL_3', last: makeRound('LEVEL_3', open.incId, '13579'), current: makeRound('LEVEL_3', open.incId + 1), serverTime: now });
    expect(selectLastRound(state(), 'LEVEL_3')).toMatchObject({ incId: open.incId, result: '13579' });
    expect(selectCurrentRound(state(), 'LEVEL_3')?.incId).toBe(open.incId + 1);

    socket.server().onEvent('NEW_BALANCE', { balance: 445, balanceVersion: 3 });
    expect(state().auth.profile?.balance).toBe(445);
    // The balance survives a reload.
    expect(JSON.parse(localStorage.getItem('profile')!).balance).toBe(445);

    const notifications: string[] = [];
    store.dispatch(addListener({ actionCreator: notificationReceived, effect: ({ payload }) => void notifications.push(payload.title) }));
    socket.server().onEvent('NOTIFICATION', { id: 'n1', title: 'Thông báo', content: 'Xin chào' });
    expect(notifications).toEqual(['Thông báo']);
  });

  it('shows a notification sent while the socket was down once, when the next STATUS carries it', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const now = Date.now();
    const shown = { id: 'n1', title: 'Thông báo', content: 'Bạn đã được nạp 100 điểm.' };
    socket.server().onEvent('NOTIFICATION', shown);
    const received: string[] = [];
    store.dispatch(addListener({ actionCreator: notificationReceived, effect: ({ payload }) => void received.push(payload.id) }));
    const missed = { id: 'n2', title: 'Thông báo', content: 'Bạn đã được nạp 1,000 điểm.' };
    socket.server().onEvent('STATUS', { serverTime: now, balance: 1100, balanceVersion: 3, notifications: [shown, missed], read: { ids: [] }, zones: zonesAt(now) });
    // The one already on screen is not shown again; the missed one queues behind it.
    expect(received).toEqual(['n2']);
    expect(store.getState().notifications.queue.map((n) => n.id)).toEqual(['n1', 'n2']);
    socket.server().onEvent('STATUS', { serverTime: now, balance: 1100, balanceVersion: 3, notifications: [shown, missed], read: { ids: [] }, zones: zonesAt(now) });
    expect(received).toEqual(['n2']);
  });

  it('closes a dialog read on another device while the socket was down, when the next STATUS says so', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const now = Date.now();
    socket.server().onEvent('NOTIFICATION', { id: 'n1', title: 'Thông báo', content: 'Bạn đã được nạp 100 điểm.' });
    socket.server().onEvent('NOTIFICATION', { id: 'n2', title: 'Thông báo', content: 'Chúc mừng năm mới.' });
    expect(store.getState().notifications.queue.map((n) => n.id)).toEqual(['n1', 'n2']);
    socket.server().onEvent('STATUS', { serverTime: now, balance: 0, balanceVersion: 1, notifications: [], read: { ids: ['n1', 'bet-9-1'] }, zones: zonesAt(now) });
    expect(store.getState().notifications.queue.map((n) => n.id)).toEqual(['n2']);
  });

  it('after a reconnect, fetches again what a missed CONTENT_CHANGED or BET_PLACED would have refreshed', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const invalidated: unknown[] = [];
    store.dispatch(addListener({ actionCreator: api.util.invalidateTags, effect: ({ payload }) => void invalidated.push(payload) }));
    const now = Date.now();
    const status = { serverTime: now, balance: 0, balanceVersion: 1, notifications: [], read: { ids: [] }, zones: zonesAt(now) };
    socket.server().onEvent('STATUS', status);
    // The first STATUS of a session: the screens are fetching anyway.
    expect(invalidated).toEqual([]);
    socket.server().onEvent('STATUS', status);
    expect(invalidated).toEqual([['Content', 'Bets']]);
  });

  it("asks for Home's banners or partners again when an operator changes them", () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const invalidated: unknown[] = [];
    store.dispatch(addListener({ actionCreator: api.util.invalidateTags, effect: ({ payload }) => void invalidated.push(payload) }));
    socket.server().onEvent('CONTENT_CHANGED', { part: 'banners' });
    socket.server().onEvent('CONTENT_CHANGED', { part: 'partners' });
    expect(invalidated).toEqual([[{ type: 'Content', id: 'BANNERS' }], [{ type: 'Content', id: 'PARTNERS' }]]);
  });

  it('fetches the bet lists again when a bet is placed, from this device or another', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const invalidated: unknown[] = [];
    store.dispatch(addListener({ actionCreator: api.util.invalidateTags, effect: ({ payload }) => void invalidated.push(payload) }));
    socket.server().onEvent('BET_PLACED', { betId: 7, zone: 'LEVEL_1' });
    expect(invalidated).toEqual([['Bets']]);
  });

  it('keeps the newest balance whatever order STATUS and NEW_BALANCE arrive in', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const now = Date.now();
    socket.server().onEvent('STATUS', { serverTime: now, balance: 300, balanceVersion: 7, notifications: [], read: { ids: [] }, zones: zonesAt(now) });
    socket.server().onEvent('NEW_BALANCE', { balance: 250, balanceVersion: 6 });
    expect(store.getState().auth.profile).toMatchObject({ balance: 300, balanceVersion: 7 });
    socket.server().onEvent('NEW_BALANCE', { balance: 300, balanceVersion: 7 });
    socket.server().onEvent('NEW_BALANCE', { balance: 495, balanceVersion: 8 });
    expect(store.getState().auth.profile).toMatchObject({ balance: 495, balanceVersion: 8 });
  });

  it('signs out with a message when the server refuses the token', () => {
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'expired' }));
    socket.server().onUnauthorized();
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(store.getState().toasts.queue[0]).toMatchObject({ variant: 'error', message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' });
    expect(socket.log.at(-1)).toBe('disconnect');
  });

  it('drops the connection when a countdown ends and reconnects 2 s later, then re-syncs from STATUS', () => {
    jest.useFakeTimers();
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    const now = Date.now();
    socket.server().onEvent('STATUS', { serverTime: now, balance: 100, balanceVersion: 2, notifications: [], read: { ids: [] }, zones: zonesAt(now, '11111') });
    const open = selectCurrentRound(store.getState(), 'LEVEL_1')!;

    store.dispatch(countdownEnded({ zone: 'LEVEL_1', incId: open.incId }));
    expect(socket.log).toEqual(['connect token', 'disconnect']);
    jest.advanceTimersByTime(RECONNECT_AFTER_COUNTDOWN_MS - 1);
    expect(socket.log).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(socket.log).toEqual(['connect token', 'disconnect', 'connect token']);
    expect(RECONNECT_AFTER_COUNTDOWN_MS).toBe(2000);

    // The round closed while the socket was down (its NEW_SESSION and NEW_BALANCE were missed): STATUS puts it right.
    const later = Date.parse(open.endTime) + 2_000;
    socket.server().onEvent('STATUS', { serverTime: later, balance: 295, balanceVersion: 3, notifications: [], read: { ids: [] }, zones: zonesAt(later, '70000') });
    expect(selectCurrentRound(store.getState(), 'LEVEL_1')?.incId).toBe(open.incId + 1);
    expect(selectLastRound(store.getState(), 'LEVEL_1')).toMatchObject({ incId: open.incId, result: '70000' });
    expect(store.getState().auth.profile?.balance).toBe(295);
  });

  it('does not reconnect after the countdown when the player signed out meanwhile', () => {
    jest.useFakeTimers();
    const socket = fakeSocket();
    const store = createTestStore({}, { realtime: socket.factory });
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    store.dispatch(countdownEnded({ zone: 'LEVEL_3', incId: 1 }));
    store.dispatch(signedOut());
    jest.advanceTimersByTime(10_000);
    expect(socket.log.filter((entry) => entry.startsWith('connect'))).toHaveLength(1);
  });
});
