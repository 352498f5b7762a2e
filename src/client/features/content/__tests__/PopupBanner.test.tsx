import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Popup } from '../../../../shared/api/content';
import { clearSavedSession } from '../../../lib/saved-session';
import { aContent, aSystem, growthRules, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { PopupBanner } from '../components/PopupBanner';

const popup = (version: number): Popup => ({ version, title: 'Khuyến mãi tháng 11', text: 'Nạp điểm nhận quà.', image: null, link: null });

function renderWith(p: Popup | null) {
  serveApi({ '/system': aSystem(growthRules(), Date.now(), aContent({ popup: p })) });
  return renderScreen(<PopupBanner />, { preloadedState: signedInAs() });
}

describe('the popup banner', () => {
  beforeEach(() => localStorage.clear());

  it('shows once per version: dismissed, it stays closed (even after a sign-out) until a new version', async () => {
    const user = userEvent.setup();
    const first = renderWith(popup(2));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Khuyến mãi tháng 11');
    await user.click(screen.getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    clearSavedSession();
    const again = renderWith(popup(2));
    await waitFor(() => expect(again.store.getState().api.queries['getSystem(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    renderWith(popup(3));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Nạp điểm nhận quà.');
  });

  it('shows nothing when the operator set none', async () => {
    const { store } = renderWith(null);
    await waitFor(() => expect(store.getState().api.queries['getSystem(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
