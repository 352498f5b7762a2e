import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerResponse, PlayerLedgerEntry } from '../../../../shared/api/ledger';
import { formatDateTime } from '../../../lib/format';
import { newBalanceReceived } from '../../../stores/realtime-actions';
import { cursorsSent, pageOfRows } from '../../../testing/cursor-pages';
import { goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { LedgerScreen } from '../components/LedgerScreen';

// Issue 30: 'Biến động số dư', the player's own ledger: each entry's kind, signed amount, balance
// after it, time and reference, linked to where the app shows what it came from.

const at = '2026-11-20T08:15:00.000Z';
const entry = (id: number, kind: string, delta: number, balanceAfter: number, ref: Partial<PlayerLedgerEntry> = {}): PlayerLedgerEntry => ({
  id, createdAt: at, delta, kind, refType: null, refId: null, balanceAfter, note: null, round: null, ...ref,
});
const round = { id: 77, zone: 'LEVEL_1' as const, incId: 29_123_456 };
const entries: PlayerLedgerEntry[] = [
  entry(9, 'ADJUSTMENT', -5, 1094.5, { refType: 'adjustment', refId: 'a1b2', note: 'Thu hồi do vi phạm' }),
  entry(8, 'WIN', 19.5, 1099.5, { refType: 'round', refId: '77', round }),
  entry(7, 'BET', -10, 1080, { refType: 'bet', refId: '501', round }),
  entry(6, 'WITHDRAW_REFUND', 50, 1090, { refType: 'withdrawal', refId: '12' }),
  entry(5, 'WITHDRAW_HOLD', -50, 1040, { refType: 'withdrawal', refId: '12' }),
  entry(4, 'BOX_REWARD', 10, 1090, { refType: 'box', refId: '3' }),
  entry(3, 'STAKE_REWARD', 0.25, 1080, { refType: 'stake-day', refId: '4:2' }),
  entry(2, 'STAKE', -100, 1079.75, { refType: 'stake', refId: '4' }),
  entry(1, 'DEPOSIT', 1179.75, 1179.75, { refType: 'deposit', refId: '1' }),
];

function serveLedger(rows: PlayerLedgerEntry[]) {
  return serveApi({
    '/ledger': (request: Request): LedgerResponse => {
      const { results, nextCursor, first } = pageOfRows(rows, request, (r) => r.id);
      return { results, limit: 20, nextCursor, ...(first ? { page: 1, totalPages: 1, totalResults: rows.length } : {}) };
    },
  });
}

const row = (id: number) => screen.getAllByTestId('ledger-row').find((r) => r.getAttribute('data-id') === String(id))!;

describe('LedgerScreen', () => {
  beforeEach(() => goOnline());

  it('shows each entry with its kind, signed amount, balance after, time and reference', async () => {
    serveLedger(entries);
    renderScreen(<LedgerScreen />, { path: '/history-balance', preloadedState: signedInAs() });
    expect(await screen.findAllByTestId('ledger-row')).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'Biến động số dư' })).toBeInTheDocument();

    const bet = within(row(7));
    expect(bet.getByTestId('ledger-kind')).toHaveTextContent('Đặt cược');
    expect(bet.getByTestId('ledger-amount')).toHaveTextContent('-10');
    expect(bet.getByTestId('ledger-balance-after')).toHaveTextContent('Số dư sau: 1,080');
    expect(bet.getByTestId('ledger-time')).toHaveTextContent(formatDateTime(at));
    expect(bet.getByTestId('ledger-ref')).toHaveTextContent('Phiên 29123456 · LEVEL 1');

    const kinds = screen.getAllByTestId('ledger-kind').map((k) => k.textContent);
    expect(kinds).toEqual(['Điều chỉnh số dư', 'Thắng cược', 'Đặt cược', 'Hoàn điểm quy đổi', 'Quy đổi điểm', 'Thưởng hộp quà', 'Lãi đầu tư', 'Nạp điểm đầu tư', 'Nạp điểm']);
    expect(within(row(1)).getByTestId('ledger-amount')).toHaveTextContent('+1,179.75');
    expect(within(row(3)).getByTestId('ledger-ref')).toHaveTextContent('Gói đầu tư #4 · ngày 2');
    // An adjustment names no source: its reason is its note.
    expect(within(row(9)).queryByTestId('ledger-ref')).not.toBeInTheDocument();
    expect(within(row(9)).getByTestId('ledger-note')).toHaveTextContent('Ghi chú: Thu hồi do vi phạm');
  });

  it('links each entry to where the app shows its source: the round of a bet or a win, the histories of the rest', async () => {
    serveLedger(entries);
    renderScreen(<LedgerScreen />, { path: '/history-balance', preloadedState: signedInAs() });
    await screen.findAllByTestId('ledger-row');
    const link = (id: number) => within(row(id)).getByRole('link');
    expect(link(7)).toHaveAttribute('href', '/history-play?round=77');
    expect(link(8)).toHaveAttribute('href', '/history-play?round=77');
    expect(link(5)).toHaveAttribute('href', '/history-withdraw');
    expect(link(5)).toHaveTextContent('Lệnh quy đổi #12');
    expect(link(1)).toHaveAttribute('href', '/history-deposit');
    expect(link(4)).toHaveAttribute('href', '/history-gift?tab=box');
    expect(link(3)).toHaveAttribute('href', '/history-gift?tab=staking');
    expect(link(2)).toHaveAttribute('href', '/staking');

    const user = userEvent.setup();
    await user.click(link(7));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it("pages with the same cursor: 'Xem thêm' reads on past 100 entries to the first, and a new balance reads the list again", async () => {
    const many = Array.from({ length: 125 }, (_, i) => entry(125 - i, 'BET', -10, 10 * (i + 1), { refType: 'bet', refId: String(1000 - i), round }));
    const requests = serveLedger(many);
    const user = userEvent.setup();
    const { store } = renderScreen(<LedgerScreen />, { path: '/history-balance', preloadedState: signedInAs() });
    expect(await screen.findAllByTestId('ledger-row')).toHaveLength(20);
    for (let shown = 40; shown <= 140; shown += 20) {
      await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
      await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(Math.min(shown, 125)));
    }
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
    expect(cursorsSent(requests, '/ledger')).toEqual([null, '106', '86', '66', '46', '26', '6']);

    const before = requests.length;
    store.dispatch(newBalanceReceived({ balance: 990, balanceVersion: 200 }));
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});
