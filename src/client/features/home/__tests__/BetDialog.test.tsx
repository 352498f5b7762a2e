import { texts } from '../../../../shared/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { winPayout } from '../../../../shared/game';
import { pointsToUnits } from '../../../../shared/money';
import { profileApi } from '../../../api/profile';
import { makeRound } from '../../../testing/rounds';
import { renderScreen } from '../../../testing/render';
import { BetDialog, type BetDialogProps } from '../components/BetDialog';

const player = {
  id: 7, incId: 100007, username: 'player07', nickname: null, phoneNumber: null, address: null, balance: 1000, balanceVersion: 1,
  bankName: null, bankAccountNumber: null, bankAccountHolder: null, frontID: null, backID: null, refId: 'ABCDEFGH',
  isUnlockMulti: false, isAgent: false, role: 'PLAYER' as const, createdAt: '2026-01-01T00:00:00.000Z',
};
const round = makeRound('LEVEL_3', 9_800_001);

type Reply = { status: number; body: unknown } | 'network-down';

/** Answers each call in turn and records what was sent. */
function server(replies: Reply[]) {
  const sent: Array<{ method: string; path: string; key: string | null; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/v1/, '');
    sent.push({ method: request.method, path, key: request.headers.get('idempotency-key'), body: request.method === 'POST' ? await request.json() : undefined });
    if (path === '/auth/profile') return new Response(JSON.stringify({ ...player, balance: 900, balanceVersion: 2 }), { status: 200, headers: { 'content-type': 'application/json' } });
    const reply = replies.shift() ?? { status: 500, body: {} };
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

const placed = { bet: { id: 1, gate: 'CAO', amount: 100, winnings: 0, status: 'PENDING', createdAt: '', session: { id: round.id, zone: 'LEVEL_3', incId: round.incId } }, balance: 900, balanceVersion: 2 };

/** The limits a fresh install serves in GET /v1/system (the spec's). */
const limits = { betMin: 10, betMax: 1_000_000, payoutBps: 19_500 };

function open(props: Partial<BetDialogProps> = {}, profile = player) {
  const onClose = jest.fn();
  const view = renderScreen(<BetDialog gate="TANG" zone="LEVEL_3" round={round} offsetMs={0} locked={false} onClose={onClose} {...limits} {...props} />, {
    preloadedState: { auth: { isLoggedIn: true, accessToken: 'token', refreshToken: null, profile } },
  });
  return { ...view, onClose, amount: () => screen.getByLabelText('Số điểm đặt') as HTMLInputElement };
}

// Dialogs with a form are slow to drive in jsdom on a busy machine.
jest.setTimeout(15_000);

describe('the bet sheet', () => {
  it('starts at 100 and steps by 10, never below 10; quick picks set the amount', async () => {
    const user = userEvent.setup();
    const { amount } = open();
    expect(await screen.findByText('Đặt lệnh Tăng')).toBeInTheDocument();
    expect(amount().value).toBe('100');
    await user.click(screen.getByRole('button', { name: 'Tăng 10 điểm' }));
    expect(amount().value).toBe('110');
    await user.clear(amount());
    await user.type(amount(), '25');
    const minus = screen.getByRole('button', { name: 'Giảm 10 điểm' });
    await user.click(minus);
    expect(amount().value).toBe('15');
    await user.click(minus);
    expect(amount().value).toBe('10');
    await user.click(minus);
    expect(amount().value).toBe('10');
    await user.click(screen.getByRole('button', { name: '500' }));
    expect(amount().value).toBe('500');
    expect(await screen.findByText('Nếu thắng nhận 975 điểm')).toBeInTheDocument();
  });

  it('says what a win pays by the integer rule the server pays by', async () => {
    // By hand, at 19,500 bps: 10,014 -> 100,140,000 units x 1.95 = 195,273,000 units = 19,527.3 points;
    // 10,016 -> 195,312,000 units; 10.02 -> 100,200 x 1.95 = 195,390 units (floats said 19.5389).
    expect(winPayout(pointsToUnits(10_014)!, 19_500)).toBe(195_273_000);
    expect(winPayout(pointsToUnits(10_016)!, 19_500)).toBe(195_312_000);
    expect(winPayout(pointsToUnits(10.02)!, 19_500)).toBe(195_390);
    const user = userEvent.setup();
    const { amount } = open({}, { ...player, balance: 20_000 });
    for (const [typed, pays] of [['10014', '19,527.3'], ['10016', '19,531.2'], ['10.02', '19.539']] as const) {
      await user.clear(amount());
      await user.type(amount(), typed);
      expect(await screen.findByText(`Nếu thắng nhận ${pays} điểm`)).toBeInTheDocument();
    }
  });

  it("pays at the rate of the round the bet goes to, else at the game's rate now", async () => {
    const { unmount } = open({ round: { ...round, payoutBps: 19_000 }, payoutBps: 20_000 });
    expect(await screen.findByText('Nếu thắng nhận 190 điểm')).toBeInTheDocument();
    unmount();
    open({ round: undefined, payoutBps: 20_000 });
    expect(await screen.findByText('Nếu thắng nhận 200 điểm')).toBeInTheDocument();
  });

  it('says what is wrong with the amount while typing', async () => {
    const user = userEvent.setup();
    const { amount } = open();
    await screen.findByText('Đặt lệnh Tăng');
    await user.clear(amount());
    expect(await screen.findByText('Số tiền đặt không được để trống')).toBeInTheDocument();
    await user.type(amount(), '9');
    expect(await screen.findByText('Số tiền rút tối thiểu là 10')).toBeInTheDocument();
    await user.type(amount(), '999');
    expect(await screen.findByText('Số dư không đủ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đặt lệnh' })).toBeDisabled();
  });

  it("holds to the operator's minimum when it is not the spec's 10", async () => {
    const user = userEvent.setup();
    const { amount } = open({ betMin: 50 });
    await screen.findByText('Đặt lệnh Tăng');
    await user.clear(amount());
    await user.type(amount(), '40');
    expect(await screen.findByText('Số tiền đặt tối thiểu là 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đặt lệnh' })).toBeDisabled();
  });

  it("steps down to the server's minimum, never to the spec's 10 below it", async () => {
    const user = userEvent.setup();
    const { amount } = open({ betMin: 50 });
    await screen.findByText('Đặt lệnh Tăng');
    await user.clear(amount());
    await user.type(amount(), '65');
    const minus = screen.getByRole('button', { name: 'Giảm 10 điểm' });
    await user.click(minus);
    expect(amount().value).toBe('55');
    await user.click(minus);
    expect(amount().value).toBe('50');
    await user.click(minus);
    expect(amount().value).toBe('50');
    // From an empty field, plus starts at the minimum in force.
    await user.clear(amount());
    await user.click(screen.getByRole('button', { name: 'Tăng 10 điểm' }));
    expect(amount().value).toBe('50');
  });

  it('starts inside the limits in force and offers only the quick picks they allow', async () => {
    const { amount } = open({ betMin: 150, betMax: 1000 });
    await screen.findByText('Đặt lệnh Tăng');
    expect(amount().value).toBe('150');
    const picks = screen.getByRole('group', { name: 'Chọn nhanh' });
    expect(within(picks).getAllByRole('button').map((b) => b.textContent)).toEqual(['200', '300', '500', '1,000']);
  });

  it('places the bet with a fresh Idempotency-Key, confirms, updates the balance, refetches it and closes', async () => {
    const sent = server([{ status: 201, body: placed }]);
    const user = userEvent.setup();
    const { store, onClose } = open({ gate: 'GIAM' });
    void store.dispatch(profileApi.endpoints.getProfile.initiate());
    await user.click(await screen.findByRole('button', { name: 'Đặt lệnh' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Đặt lệnh thành công')).toBeInTheDocument();
    const bet = sent.find((s) => s.path === '/bets')!;
    expect(bet).toMatchObject({ method: 'POST', body: { amount: 100, zone: 'LEVEL_3', gate: 'GIAM', game: ' ' } });
    expect(bet.key).toMatch(/^[0-9a-f]{32}$/);
    expect(store.getState().auth.profile?.balance).toBe(900);
    await waitFor(() => expect(sent.filter((s) => s.path === '/auth/profile')).toHaveLength(2));
  });

  it('bets Trái on the last digit, saying what it bets on (issue 50)', async () => {
    const sent = server([{ status: 201, body: { ...placed, bet: { ...placed.bet, gate: 'TRAI' } } }]);
    const user = userEvent.setup();
    const { onClose } = open({ gate: 'TRAI' });
    expect(await screen.findByText('Đặt lệnh Trái')).toBeInTheDocument();
    expect(screen.getByTestId('bet-gate-rule')).toHaveTextContent('Chữ số cuối là số lẻ');
    await user.click(screen.getByRole('button', { name: 'Đặt lệnh' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((s) => s.path === '/bets')).toMatchObject({ method: 'POST', body: { amount: 100, zone: 'LEVEL_3', gate: 'TRAI', game: ' ' } });
  });

  it('resends a bet whose answer was lost with the same key, and uses a new key for the next tap', async () => {
    const sent = server(['network-down', { status: 201, body: placed }, { status: 400, body: { statusCode: 400, message: 'Phiên đã khoá đặt lệnh, vui lòng chờ phiên sau' } }]);
    const user = userEvent.setup();
    const { onClose, store } = open();
    await user.click(await screen.findByRole('button', { name: 'Đặt lệnh' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const [first, retry] = sent.filter((s) => s.path === '/bets');
    expect(retry!.key).toBe(first!.key);

    await user.click(screen.getByRole('button', { name: 'Đặt lệnh' }));
    // Toasts queue one at a time: the success (the lost answer that the resend recovered is not
    // reported as a failure), then the server's refusal.
    const messages = () => store.getState().toasts.queue.map((toast) => toast.message);
    await waitFor(() => expect(messages()).toContain('Phiên đã khoá đặt lệnh, vui lòng chờ phiên sau'));
    expect(messages()).toEqual(['Đặt lệnh thành công', 'Phiên đã khoá đặt lệnh, vui lòng chờ phiên sau']);
    const third = sent.filter((s) => s.path === '/bets')[2]!;
    expect(third.key).not.toBe(first!.key);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says once that the network failed when the resend fails too, and stays open', async () => {
    const sent = server(['network-down', 'network-down']);
    const user = userEvent.setup();
    const { onClose, store } = open();
    await user.click(await screen.findByRole('button', { name: 'Đặt lệnh' }));
    await waitFor(() => expect(store.getState().toasts.queue.map((toast) => toast.message)).toEqual([texts.errors.network]), { timeout: 3000 });
    expect(sent.filter((s) => s.path === '/bets')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be sent in the last seconds of a round', async () => {
    open({ locked: true });
    expect(await screen.findByText('Phiên đã khoá đặt lệnh, vui lòng chờ phiên sau')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đặt lệnh' })).toBeDisabled();
  });
});
