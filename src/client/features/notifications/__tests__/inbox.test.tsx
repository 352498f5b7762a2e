import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import type { InboxItem, InboxResponse } from '../../../../shared/api/notifications';
import { notificationReceived } from '../../../stores/realtime-actions';
import { serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { NotificationBell } from '../components/NotificationBell';
import { NotificationDialog } from '../components/NotificationDialog';
import { InboxScreen } from '../components/InboxScreen';

const item = (n: number, read = false): InboxItem => ({ id: `n-${n}`, title: `Tin ${n}`, content: `Nội dung ${n}`, createdAt: new Date(Date.UTC(2026, 10, 20, 3, n)).toISOString(), read });

/** A server inbox of `items` (newest first) that marks read what is posted. */
function inboxServer(items: InboxItem[], limit = 20) {
  const reads: unknown[] = [];
  const requests = serveApi({
    'GET /notifications': (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const size = Number(new URL(request.url).searchParams.get('limit') ?? limit) && limit;
      const body: InboxResponse = {
        results: items.slice((page - 1) * size, page * size),
        page,
        limit: size,
        totalPages: Math.max(1, Math.ceil(items.length / size)),
        totalResults: items.length,
        unread: items.filter((i) => !i.read).length,
      };
      return body;
    },
    'POST /notifications/read': async (request: Request) => {
      const body = (await request.clone().json()) as { ids?: string[]; all?: true };
      reads.push(body);
      items.forEach((i) => (i.read ||= body.all === true || (body.ids ?? []).includes(i.id)));
      return { unread: items.filter((i) => !i.read).length };
    },
  });
  return { requests, reads };
}

describe('the inbox', () => {
  it("the bell counts the unread, and counts again when a live notification arrives", async () => {
    const items = [item(2), item(1, true)];
    inboxServer(items);
    const { store } = renderScreen(<NotificationBell />, { preloadedState: signedInAs() });
    expect(await screen.findByRole('link', { name: 'Hộp thư, 1 thông báo chưa đọc' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1');

    items.unshift(item(3));
    act(() => void store.dispatch(notificationReceived({ id: 'n-3', title: 'Tin 3', content: 'Nội dung 3' })));
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('2'));
  });

  it('the bell renders again when its count changes, not each time the inbox is fetched', async () => {
    const items = [item(2), item(1, true)];
    const { requests } = inboxServer(items);
    let renders = 0;
    const { store } = renderScreen(
      <Profiler id="bell" onRender={() => void renders++}>
        <NotificationBell />
      </Profiler>,
      { preloadedState: signedInAs() },
    );
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('1');
    const settled = renders;

    // A live notification makes the inbox fetched again; the same inbox comes back.
    act(() => void store.dispatch(notificationReceived({ id: 'n-2', title: 'Tin 2', content: 'Nội dung 2' })));
    await waitFor(() => expect(requests.filter((r) => new URL(r.url).pathname === '/v1/notifications')).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toBe(settled);

    items.unshift(item(3));
    act(() => void store.dispatch(notificationReceived({ id: 'n-3', title: 'Tin 3', content: 'Nội dung 3' })));
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('2'));
    expect(renders).toBe(settled + 1);
  });

  it('lists newest first with the read state; opening one shows it all and marks it read', async () => {
    const user = userEvent.setup();
    const { reads } = inboxServer([item(2), item(1, true)]);
    renderScreen(<InboxScreen />, { path: '/notifications', preloadedState: signedInAs() });
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Tin 2'), expect.stringContaining('Tin 1')]);
    expect(within(rows[0]!).getByRole('img', { name: 'Chưa đọc' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Chưa đọc' })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button'));
    expect(within(rows[0]!).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(reads).toEqual([{ ids: ['n-2'] }]));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Chưa đọc' })).not.toBeInTheDocument());
  });

  it("loads older notifications with 'Xem thêm', until there are no more", async () => {
    const user = userEvent.setup();
    inboxServer(Array.from({ length: 25 }, (_, i) => item(59 - i, true)));
    renderScreen(<InboxScreen />, { path: '/notifications', preloadedState: signedInAs() });
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
  });

  it("says so when empty", async () => {
    inboxServer([]);
    renderScreen(<InboxScreen />, { path: '/notifications', preloadedState: signedInAs() });
    expect(await screen.findByText('Chưa có thông báo nào')).toBeInTheDocument();
  });

  it("'ĐỒNG Ý' on a live notification marks it read on the server", async () => {
    const user = userEvent.setup();
    const { reads } = inboxServer([item(4)]);
    const { store } = renderScreen(<NotificationDialog />, { preloadedState: signedInAs() });
    act(() => void store.dispatch(notificationReceived({ id: 'n-4', title: 'Thông báo', content: 'Nội dung 4' })));
    await user.click(await screen.findByRole('button', { name: 'ĐỒNG Ý' }));
    await waitFor(() => expect(reads).toEqual([{ ids: ['n-4'] }]));
    expect(store.getState().toasts.queue).toEqual([]);
  });
});
