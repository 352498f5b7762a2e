import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ListRefsResponse } from '../../../../shared/api/growth';
import { aPlayer, aSystem, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { ReferListScreen } from '../components/ReferListScreen';

const at = '2026-11-20T12:34:00.000Z';

/** list-refs: 25 invitees at F1 (two pages of 20), one at F2. */
function listRefs(request: Request): ListRefsResponse {
  const query = new URL(request.url).searchParams;
  const level = query.get('childLevel');
  const page = Number(query.get('page'));
  const total = level === 'F1' ? 25 : level === 'F2' ? 1 : 0;
  const from = (page - 1) * 20;
  const items = Array.from({ length: Math.max(0, Math.min(20, total - from)) }, (_, i) => ({ id: from + i + 1, createdAt: at, username: `${level}-user${from + i + 1}` }));
  return { items, page, limit: 20, totalPages: Math.ceil(total / 20), totalResults: total };
}

describe('ReferListScreen', () => {
  beforeEach(() => goOnline());

  it("lists a level's invitees with time and username, 20 more with 'Xem thêm', and an empty level", async () => {
    serveApi({ '/system': aSystem(), '/players/7/list-refs': listRefs });
    const user = userEvent.setup();
    const { router } = renderScreen(<ReferListScreen />, { path: '/refer-list', preloadedState: signedInAs(aPlayer({ isUnlockMulti: true })) });
    expect(await screen.findByText('F1-user1')).toBeInTheDocument();
    expect(screen.getAllByTestId('referral-row')[0]).toHaveTextContent(dayjs(at).format('DD/MM/YYYY HH:mm'));
    expect(screen.getAllByTestId('referral-row')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    expect(await screen.findByText('F1-user25')).toBeInTheDocument();
    expect(screen.getAllByTestId('referral-row')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'F3' }));
    expect(await screen.findByText('Chưa có thành viên nào ở cấp này')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?level=F3');
  });

  it('opens the level of the query string', async () => {
    serveApi({ '/system': aSystem(), '/players/7/list-refs': listRefs });
    renderScreen(<ReferListScreen />, { path: '/refer-list', url: '/refer-list?level=F2', preloadedState: signedInAs(aPlayer({ isUnlockMulti: true })) });
    expect(await screen.findByText('F2-user1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'F2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks to unlock VIP for F2..F7, unlocks it, then opens the tab', async () => {
    const requests = serveApi({
      '/system': aSystem(),
      '/players/7/list-refs': listRefs,
      'POST /players/7/unlock': { player: aPlayer({ isUnlockMulti: true, balance: 800, balanceVersion: 3 }), balance: 800, balanceVersion: 3 },
    });
    const user = userEvent.setup();
    const { store, router } = renderScreen(<ReferListScreen />, { path: '/refer-list', preloadedState: signedInAs(aPlayer({ balance: 1000 })) });
    await screen.findByText('F1-user1');
    await user.click(screen.getByRole('tab', { name: 'F2' }));

    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Mở khoá VIP');
    expect(within(prompt).getByTestId('upgrade-price')).toHaveTextContent('200');
    expect(within(prompt).getByTestId('upgrade-balance')).toHaveTextContent('1,000');
    // Nothing of F2 was asked for while locked.
    expect(requests.some((r) => r.url.includes('childLevel=F2'))).toBe(false);
    await user.click(within(prompt).getByRole('button', { name: 'Mở khoá VIP' }));

    expect(await screen.findByText('Đã mở khoá VIP')).toBeInTheDocument();
    expect(await screen.findByText('F2-user1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'F2' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?level=F2');
    expect(store.getState().auth.profile).toMatchObject({ isUnlockMulti: true, balance: 800 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks at once when a locked level is opened from a link, and shows F1 behind', async () => {
    serveApi({ '/system': aSystem(), '/players/7/list-refs': listRefs });
    renderScreen(<ReferListScreen />, { path: '/refer-list', url: '/refer-list?level=F4', preloadedState: signedInAs(aPlayer()) });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Mở khoá VIP');
    expect(await screen.findByText('F1-user1')).toBeInTheDocument();
  });
});
