import { restoreSession, saveSession } from '../saved-session';

/** An unsigned token whose payload says it expires `secondsLeft` from `now` (the client never verifies). */
function tokenExpiringIn(secondsLeft: number, nowMs: number): string {
  const payload = btoa(JSON.stringify({ sub: 1, exp: Math.floor(nowMs / 1000) + secondsLeft })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

const player = {
  id: 1, incId: 100001, username: 'player01', nickname: null, phoneNumber: null, address: null, balance: 1234.5, balanceVersion: 1,
  bankName: null, bankAccountNumber: null, bankAccountHolder: null, frontID: null, backID: null, refId: 'ABCDEFGH',
  isUnlockMulti: false, isAgent: false, role: 'PLAYER' as const, createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the saved session', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  beforeEach(() => localStorage.clear());

  it('is saved under "profile" with the player fields, isLoggedIn and the access token', () => {
    saveSession({ isLoggedIn: true, accessToken: 'tok', refreshToken: null, profile: player });
    expect(JSON.parse(localStorage.getItem('profile')!)).toEqual({ ...player, isLoggedIn: true, accessToken: 'tok', refreshToken: null });
  });

  it('is restored when its token has more than 600 s left', () => {
    const accessToken = tokenExpiringIn(601, now);
    saveSession({ isLoggedIn: true, accessToken, refreshToken: null, profile: player });
    expect(restoreSession(localStorage, now)).toEqual({ isLoggedIn: true, accessToken, refreshToken: null, profile: player });
  });

  it.each([600, 300, -10])('is dropped when its token has %i s left', (secondsLeft) => {
    saveSession({ isLoggedIn: true, accessToken: tokenExpiringIn(secondsLeft, now), refreshToken: null, profile: player });
    expect(restoreSession(localStorage, now).isLoggedIn).toBe(false);
    expect(localStorage.getItem('profile')).toBeNull();
  });

  it('is dropped when unreadable', () => {
    localStorage.setItem('profile', '{not json');
    expect(restoreSession(localStorage, now).isLoggedIn).toBe(false);
    localStorage.setItem('profile', JSON.stringify({ ...player, isLoggedIn: true, accessToken: 'garbage' }));
    expect(restoreSession(localStorage, now).isLoggedIn).toBe(false);
  });
});
