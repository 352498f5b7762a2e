import { screen, within } from '@testing-library/react';
import type { AdminBanner } from '../../../../../shared/api/content';
import type { SettingEntry } from '../../../../../shared/api/settings';
import { defaultTermsText } from '../../../../../shared/content';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { DashboardScreen } from '../components/DashboardScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const none = { provider: 'none', scriptUrl: null, link: null };

/** GET /v1/admin/settings's content keys as a fresh install answers them: every value its default. */
function settings(values: { hotline?: string | null; chat?: unknown; terms?: string } = {}): { results: SettingEntry[] } {
  const entry = (key: string, value: unknown, def: unknown) => ({ key, value, default: def, description: '' });
  return {
    results: [
      entry('hotline', values.hotline === undefined ? null : values.hotline, null),
      entry('chat', values.chat ?? none, none),
      entry('terms', values.terms ?? defaultTermsText(), defaultTermsText()),
      entry('popup', null, null),
    ],
  };
}

const banner = (active: boolean): AdminBanner => ({ id: 1, image: '/v1/files/public/a.png', link: null, active, position: 0, createdAt: '2026-11-01T00:00:00.000Z' });

function render(settingsAnswer: unknown, banners: AdminBanner[]) {
  serveApi({ '/admin/settings': settingsAnswer, '/admin/banners': { results: banners }, '/admin/dashboard/online': { players: 0, sockets: 0, instances: 1, complete: true } });
  return renderScreen(<DashboardScreen />, { path: '/admin/dashboard', preloadedState: signedInAs(operator) });
}

describe('the setup checklist of the dashboard', () => {
  beforeEach(() => goOnline());

  it('on a fresh install, lists hotline, chat, terms and banners as not set up, each linked to where it is set', async () => {
    render(settings(), []);
    const list = await screen.findByTestId('setup-checklist');
    expect(within(list).getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual(['setup-hotline', 'setup-chat', 'setup-terms', 'setup-banners']);
    expect(within(list).getByRole('link', { name: 'Thiết lập: Hotline CSKH' })).toHaveAttribute('href', '/admin/content?tab=support');
    expect(within(list).getByRole('link', { name: 'Thiết lập: Khung chat CSKH' })).toHaveAttribute('href', '/admin/content?tab=support');
    expect(within(list).getByRole('link', { name: 'Thiết lập: Thể lệ' })).toHaveAttribute('href', '/admin/content?tab=terms');
    expect(within(list).getByRole('link', { name: 'Thiết lập: Băng rôn' })).toHaveAttribute('href', '/admin/content?tab=banners');
    expect(screen.getByTestId('setup-hotline')).toHaveTextContent('chưa có số để gọi');
  });

  it('drops what is set: a hotline, a chat provider, terms of the operator, an active banner', async () => {
    render(settings({ hotline: '1900 1234', chat: { provider: 'link', scriptUrl: null, link: 'https://zalo.me/1' } }), [banner(false)]);
    const list = await screen.findByTestId('setup-checklist');
    expect(within(list).getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual(['setup-terms', 'setup-banners']);
  });

  it('is not shown once everything is set', async () => {
    render(settings({ hotline: '1900 1234', chat: { provider: 'script', scriptUrl: 'https://chat.example/w.js', link: null }, terms: 'Thể lệ riêng.' }), [banner(true)]);
    expect(await screen.findByRole('heading', { name: 'Tổng quan' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('setup-checklist')).not.toBeInTheDocument();
  });

  it('counts a blank hotline as none', async () => {
    render(settings({ hotline: '   ', chat: { provider: 'link', scriptUrl: null, link: 'https://zalo.me/1' }, terms: 'Thể lệ riêng.' }), [banner(true)]);
    const list = await screen.findByTestId('setup-checklist');
    expect(within(list).getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual(['setup-hotline']);
  });
});
