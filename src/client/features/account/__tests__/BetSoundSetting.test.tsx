import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '../../../../shared/texts';
import { BET_SOUND_STORAGE_KEY } from '../../../config/constants';
import { betSoundOn } from '../../../lib/bet-sound';
import { signedOut } from '../../../stores/auth-slice';
import { aPlayer, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { createTestStore } from '../../../testing/store';
import { AccountScreen } from '../components/AccountScreen';

// Issue 30: the bettor turns the bet-result sound off under Account; the choice is the device's.

const toggle = () => screen.findByRole('checkbox', { name: texts.accountArea.centre.betSound });

describe('the bet-result sound under Account', () => {
  beforeEach(() => localStorage.clear());

  it('is on at first, turns off with a tap, and stays off after a reload and a sign-out', async () => {
    serveApi({ '/auth/profile': aPlayer() });
    const user = userEvent.setup();
    const { unmount } = renderScreen(<AccountScreen />, { path: '/account', preloadedState: signedInAs() });
    expect(await toggle()).toBeChecked();
    await user.click(await toggle());
    expect(await toggle()).not.toBeChecked();
    expect(localStorage.getItem(BET_SOUND_STORAGE_KEY)).toBe('off');
    expect(betSoundOn()).toBe(false);
    unmount();

    // Signing out clears the player's keys, not this device's setting.
    const store = createTestStore(signedInAs());
    store.dispatch(signedOut());
    expect(localStorage.getItem(BET_SOUND_STORAGE_KEY)).toBe('off');
    renderScreen(<AccountScreen />, { path: '/account', preloadedState: signedInAs() });
    expect(await toggle()).not.toBeChecked();
    await user.click(await toggle());
    expect(betSoundOn()).toBe(true);
  });
});
