import { act, screen, waitFor, within } from '@testing-library/react';
import type { Win } from '../../../../shared/api/content';
import { roundClosed } from '../../../stores/realtime-actions';
import { serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { makeRound } from '../../../testing/rounds';
import { HomeContent } from '../components/HomeContent';

const win = (overrides: Partial<Win> = {}): Win => ({ username: 'ng***an', amount: 1950, zone: 'LEVEL_1', incId: 1204, createdAt: '2026-11-20T03:04:00.000Z', ...overrides });

const section = (name: string) => screen.getByRole('region', { name });

describe("Home's partners, top and latest wins", () => {
  it('say honestly when there is nothing yet', async () => {
    serveApi({ '/partner': { results: [] }, '/top': { results: [] }, '/new': { results: [] } });
    renderScreen(<HomeContent />, { preloadedState: signedInAs() });
    expect(await within(section('Top thắng lớn hôm nay')).findByText('Hôm nay chưa có ai thắng')).toBeInTheDocument();
    expect(await within(section('Thắng mới nhất')).findByText('Chưa có lượt thắng nào')).toBeInTheDocument();
    expect(await within(section('Đối tác')).findByText('Chưa có đối tác nào')).toBeInTheDocument();
  });

  it('list the masked winners and the partners with their links', async () => {
    serveApi({
      '/partner': { results: [{ id: 1, name: 'Đối tác A', logo: '/files/a.png', link: 'https://a.example' }] },
      '/top': { results: [win({ username: 'ph***ng', amount: 5000 })] },
      '/new': { results: [win()] },
    });
    renderScreen(<HomeContent />, { preloadedState: signedInAs() });
    const top = await screen.findByTestId('top-win');
    expect(top).toHaveTextContent('ph***ng');
    expect(top).toHaveTextContent('+5,000');
    expect(await screen.findByTestId('latest-win')).toHaveTextContent('LEVEL 1 #1204');
    const partner = within(await screen.findByTestId('partner')).getByRole('link');
    expect(partner).toHaveAttribute('href', 'https://a.example');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(within(partner).getByRole('img', { name: 'Đối tác A' })).toBeInTheDocument();
  });

  it('show the latest wins again, once, when a round settles; never by polling', async () => {
    let latest: Win[] = [];
    const requests = serveApi({ '/partner': { results: [] }, '/top': { results: [] }, '/new': () => ({ results: latest }) });
    const { store } = renderScreen(<HomeContent />, { preloadedState: signedInAs() });
    expect(await screen.findByText('Chưa có lượt thắng nào')).toBeInTheDocument();
    const fetchesOfNew = () => requests.filter((r) => new URL(r.url).pathname === '/v1/new').length;
    expect(fetchesOfNew()).toBe(1);

    latest = [win({ username: 'tr***an', incId: 1205 })];
    const now = Date.now();
    act(() => void store.dispatch(roundClosed({ zone: 'LEVEL_1', last: makeRound('LEVEL_1', 1205, '12345'), current: makeRound('LEVEL_1', 1206), serverTime: now, receivedAt: now })));
    expect(await screen.findByText('tr***an')).toBeInTheDocument();
    await waitFor(() => expect(fetchesOfNew()).toBe(2));
    expect(requests.filter((r) => new URL(r.url).pathname === '/v1/top')).toHaveLength(1);
  });
});
