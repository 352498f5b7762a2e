import { screen } from '@testing-library/react';
import { texts } from '../../../../shared/texts';
import { aPlayer, goOffline, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { FairnessScreen } from '../components/FairnessScreen';

describe('FairnessScreen', () => {
  it('fairness offline says so rather than "no chains"', async () => {
    goOffline();
    renderScreen(<FairnessScreen />, { path: '/fairness', preloadedState: signedInAs(aPlayer()) });
    expect(await screen.findByTestId('saved-data-notice')).toHaveTextContent('Bạn đang ngoại tuyến');
    expect(screen.queryByText(texts.game.fairness.noChains)).not.toBeInTheDocument();
  });
});
