import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportChat } from '../../../shared/api/content';
import { CHAT_SCRIPT_TIMEOUT_MS } from '../../features/content/lib/chat-widget';
import { aContent, aSystem, goOnline, growthRules, serveApi, signedInAs } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { BottomNav } from '../layouts/BottomNav';

const HOTLINE = '1900 1234';

function renderWithChat(chat: SupportChat) {
  serveApi({ '/system': aSystem(growthRules(), Date.now(), aContent({ hotline: HOTLINE, chat })) });
  return renderScreen(<BottomNav />, { preloadedState: signedInAs() });
}

const widgetScripts = () => document.head.querySelectorAll('script[data-chat-widget]');
const cskh = () => screen.getByRole('button', { name: 'CSKH' });

/** Waits until GET /v1/system has answered (the hotline is known) without opening anything. */
async function systemLoaded(store: ReturnType<typeof renderWithChat>['store']) {
  await waitFor(() => expect(Object.values(store.getState().api.queries).some((q) => q?.status === 'fulfilled')).toBe(true));
}

describe('CSKH in the bottom bar', () => {
  beforeEach(() => {
    goOnline();
    widgetScripts().forEach((s) => s.remove());
  });
  afterEach(() => jest.useRealTimers());

  it("with no chat provider, shows the hotline to call", async () => {
    const user = userEvent.setup();
    const { store } = renderWithChat({ provider: 'none', scriptUrl: null, link: null });
    await systemLoaded(store);
    await user.click(cskh());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: HOTLINE })).toHaveAttribute('href', 'tel:19001234');
    expect(widgetScripts()).toHaveLength(0);
  });

  it('with a chat link, opens it in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { store } = renderWithChat({ provider: 'link', scriptUrl: null, link: 'https://zalo.me/123' });
    await systemLoaded(store);
    await user.click(cskh());
    expect(open).toHaveBeenCalledWith('https://zalo.me/123', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('with a widget script, loads it only on the first tap, once', async () => {
    const user = userEvent.setup();
    const { store } = renderWithChat({ provider: 'script', scriptUrl: 'https://chat.example/widget.js', link: null });
    await systemLoaded(store);
    expect(widgetScripts()).toHaveLength(0);
    await user.click(cskh());
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]).toHaveAttribute('src', 'https://chat.example/widget.js');
    await user.click(cskh());
    expect(widgetScripts()).toHaveLength(1);
    act(() => void widgetScripts()[0]!.dispatchEvent(new Event('load')));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the widget fails to load, shows the hotline and the chat link instead', async () => {
    const user = userEvent.setup();
    const { store } = renderWithChat({ provider: 'script', scriptUrl: 'https://chat.example/widget.js', link: 'https://m.me/brand' });
    await systemLoaded(store);
    await user.click(cskh());
    fireEvent.error(widgetScripts()[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Chưa mở được khung chat');
    expect(within(dialog).getByRole('link', { name: HOTLINE })).toHaveAttribute('href', 'tel:19001234');
    expect(within(dialog).getByRole('link', { name: 'Nhắn tin với CSKH' })).toHaveAttribute('href', 'https://m.me/brand');
  });

  it('when the widget takes too long, shows the hotline', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithChat({ provider: 'script', scriptUrl: 'https://chat.example/slow.js', link: null });
    await systemLoaded(store);
    await user.click(cskh());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(CHAT_SCRIPT_TIMEOUT_MS));
    expect(await screen.findByRole('dialog')).toHaveTextContent(HOTLINE);
  });

  it('offline, shows the hotline without loading anything', async () => {
    const user = userEvent.setup();
    const { store } = renderWithChat({ provider: 'script', scriptUrl: 'https://chat.example/widget.js', link: null });
    await systemLoaded(store);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(cskh());
    expect(await screen.findByRole('dialog')).toHaveTextContent(HOTLINE);
    expect(widgetScripts()).toHaveLength(0);
  });
});
