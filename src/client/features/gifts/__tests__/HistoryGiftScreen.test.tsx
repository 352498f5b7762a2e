import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GiftResponse, RewardRecord } from '../../../../shared/api/growth';
import { cursorsSent, pageOfRows } from '../../../testing/cursor-pages';
import { aPlayer, aSystem, goOffline, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { newBalanceReceived } from '../../../stores/realtime-actions';
import { HistoryGiftScreen } from '../components/HistoryGiftScreen';

const commission: RewardRecord = { id: 9, createdAt: '2026-11-20T08:00:00.000Z', price: 1.25, isActive: true, note: 'F1 · LEVEL 1 #123', reward: { name: 'Hoa hồng giới thiệu' } };
const voided: RewardRecord = { id: 8, createdAt: '2026-11-19T08:00:00.000Z', price: 3, isActive: false, note: null, reward: { name: 'Hoa hồng giới thiệu' } };
const stakeReward: RewardRecord = { id: 7, createdAt: '2026-11-19T08:00:00.000Z', price: 2.5, isActive: true, note: 'Ngày 1/30 · gói #4', reward: { name: 'Lãi đầu tư' } };
const prizeRecord: RewardRecord = { id: 10, createdAt: '2026-11-21T08:00:00.000Z', price: 50, isActive: true, note: null, reward: { name: 'Hộp may mắn 50' } };

const page = (results: RewardRecord[], boxes = 0): GiftResponse => ({ results, page: 1, limit: 20, totalPages: 1, totalResults: results.length, nextCursor: null, boxes });

/** The server of this screen: boxes held and OPENBOX records change as the player buys and opens. */
function serveGifts() {
  let boxes = 0;
  const opened: RewardRecord[] = [];
  const requests = serveApi({
    '/system': aSystem(),
    '/gift': (request: Request) => {
      const type = new URL(request.url).searchParams.get('type');
      return page(type === 'LV7' ? [commission, voided] : type === 'STALK' ? [stakeReward] : opened, boxes);
    },
    'POST /players/buy-open': () => ({ boxes: ++boxes, balance: 990, balanceVersion: 5 }),
    'POST /reward': () => {
      boxes -= 1;
      opened.unshift(prizeRecord);
      return { record: prizeRecord, prize: { name: 'Hộp may mắn 50', points: 50 }, boxes, balance: 1040, balanceVersion: 6 };
    },
  });
  return requests;
}

const giftTypes = (requests: Request[]) => requests.filter((r) => r.url.includes('/gift')).map((r) => new URL(r.url).searchParams.get('type'));

describe('HistoryGiftScreen', () => {
  beforeEach(() => goOnline());

  it('opens the tab of the query string and keeps the chosen tab there', async () => {
    const requests = serveGifts();
    const user = userEvent.setup();
    const { router } = renderScreen(<HistoryGiftScreen />, { path: '/history-gift', url: '/history-gift?tab=levels', preloadedState: signedInAs() });
    expect(screen.getByRole('tab', { name: 'Giới thiệu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('F1 · LEVEL 1 #123')).toBeInTheDocument();
    const [credited, cancelled] = screen.getAllByTestId('gift-row');
    expect(within(credited!).getByText('Đã nhận')).toHaveAttribute('data-tone', 'success');
    expect(within(cancelled!).getByText('Đã huỷ')).toHaveAttribute('data-tone', 'error');
    // No note: the reward's name instead.
    expect(cancelled).toHaveTextContent('Hoa hồng giới thiệu');
    expect(cancelled).toHaveTextContent('3');
    expect(screen.queryByTestId('box-odds')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Đầu tư' }));
    expect(await screen.findByText('Ngày 1/30 · gói #4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=staking');
    expect(giftTypes(requests)).toEqual(['LV7', 'STALK']);
  });

  it('fetches the open tab again when a reward moves the balance (NEW_BALANCE), so a commission shows without a reload', async () => {
    let paid = false;
    serveApi({ '/system': aSystem(), '/gift': () => page(paid ? [commission] : []) });
    const { store } = renderScreen(<HistoryGiftScreen />, { path: '/history-gift', url: '/history-gift?tab=levels', preloadedState: signedInAs() });
    expect(await screen.findByText('Chưa có dữ liệu')).toBeInTheDocument();
    paid = true;
    store.dispatch(newBalanceReceived({ balance: 1001.25, balanceVersion: 9 }));
    expect(await screen.findByText('F1 · LEVEL 1 #123')).toBeInTheDocument();
  });

  it('shows every prize with its chance and the expected value before buying; buying then opening reveals the prize', async () => {
    serveGifts();
    const user = userEvent.setup();
    const { store } = renderScreen(<HistoryGiftScreen />, { path: '/history-gift', preloadedState: signedInAs(aPlayer({ balance: 1000 })) });
    expect(screen.getByRole('tab', { name: 'Mở quà' })).toHaveAttribute('aria-selected', 'true');
    const prizes = await screen.findAllByTestId('box-prize');
    expect(prizes.map((row) => row.textContent)).toEqual(['Hộp may mắn 5570%', 'Hộp may mắn 101025%', 'Hộp may mắn 50505%']);
    expect(screen.getByTestId('box-price')).toHaveTextContent('10');
    // 5 x 70% + 10 x 25% + 50 x 5%.
    expect(screen.getByTestId('box-expected')).toHaveTextContent('8.5');
    expect(await screen.findByTestId('box-count')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Mở hộp quà' })).toBeDisabled();
    expect(screen.getByText('Chưa có dữ liệu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mua hộp quà' }));
    await waitFor(() => expect(screen.getByTestId('box-count')).toHaveTextContent('1'));
    expect(store.getState().auth.profile?.balance).toBe(990);

    await user.click(screen.getByRole('button', { name: 'Mở hộp quà' }));
    const reveal = await screen.findByRole('dialog');
    expect(within(reveal).getByTestId('prize-name')).toHaveTextContent('Hộp may mắn 50');
    expect(within(reveal).getByTestId('prize-points')).toHaveTextContent('+50 điểm');
    await user.click(within(reveal).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.getByTestId('box-count')).toHaveTextContent('0'));
    expect(await screen.findByTestId('gift-row')).toHaveTextContent('Hộp may mắn 50');
    expect(store.getState().auth.profile?.balance).toBe(1040);
  });

  it('stays readable offline from the copy saved when last read', async () => {
    serveGifts();
    const { store, unmount } = renderScreen(<HistoryGiftScreen />, { path: '/history-gift', url: '/history-gift?tab=levels', preloadedState: signedInAs() });
    await screen.findByText('F1 · LEVEL 1 #123');
    await waitFor(() => expect(store.getState().offline.entries['gifts:LV7']).toBeDefined());
    unmount();

    goOffline();
    renderScreen(<HistoryGiftScreen />, { path: '/history-gift', url: '/history-gift?tab=levels', preloadedState: { ...signedInAs(), offline: store.getState().offline } });
    expect(await screen.findByText('F1 · LEVEL 1 #123')).toBeInTheDocument();
    expect(screen.getByTestId('saved-data-notice')).toHaveTextContent(/Bạn đang ngoại tuyến: đây là dữ liệu đã lưu\. Cập nhật lúc \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  });
});

describe('a long gift history (issue 30)', () => {
  beforeEach(() => goOnline());

  it("'Xem thêm' reads on past 100 records by cursor, to the first one, and keeps the first page only for offline reading", async () => {
    const records: RewardRecord[] = Array.from({ length: 105 }, (_, i) => ({ ...commission, id: 105 - i, note: `F1 · LEVEL 1 #${105 - i}` }));
    const requests = serveApi({
      '/system': aSystem(),
      '/gift': (request: Request): GiftResponse => {
        const { results, nextCursor, first } = pageOfRows(records, request, (r) => r.id);
        return { results, limit: 20, nextCursor, boxes: 0, ...(first ? { page: 1, totalPages: 6, totalResults: 105 } : {}) };
      },
    });
    const user = userEvent.setup();
    const { store } = renderScreen(<HistoryGiftScreen />, { path: '/history-gift', url: '/history-gift?tab=levels', preloadedState: signedInAs() });
    expect(await screen.findAllByTestId('gift-row')).toHaveLength(20);
    for (let shown = 40; shown <= 120; shown += 20) {
      await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
      await waitFor(() => expect(screen.getAllByTestId('gift-row')).toHaveLength(Math.min(shown, 105)));
    }
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
    expect(screen.getByText('F1 · LEVEL 1 #1')).toBeInTheDocument();
    expect(cursorsSent(requests, '/gift')).toEqual([null, '86', '66', '46', '26', '6']);
    expect((store.getState().offline.entries['gifts:LV7']!.data as GiftResponse).results).toHaveLength(20);
  });
});
