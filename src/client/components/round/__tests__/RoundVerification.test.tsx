import { screen } from '@testing-library/react';
import { texts } from '../../../../shared/texts';
import { aChain, aForgedRound, aSettledRound, fairnessOf } from '../../../testing/fairness';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { RoundVerification } from '../RoundVerification';

// What the trend's and the round detail's check say (issue 30): verified only when the seed is
// linked to the chain this device pinned.

const v = texts.game.verify;
const SALT = '0123456789abcdef';
const chain = aChain({ zone: 'LEVEL_1', firstIncId: 29_000_000, length: 2000 });

beforeEach(() => {
  localStorage.clear();
  goOnline();
});

function show(round: ReturnType<typeof aSettledRound>) {
  serveApi({ '/fairness': fairnessOf(SALT, [chain]) });
  renderScreen(<RoundVerification round={round} />, { preloadedState: signedInAs(aPlayer()) });
}

describe('RoundVerification', () => {
  it('verifies a round of the pinned chain', async () => {
    show(aSettledRound('LEVEL_1', 29_001_500, chain.seedOf(29_001_500), SALT));
    expect(await screen.findByText(v.verified)).toBeInTheDocument();
  });

  it('does not verify a forged round, whose seed, commitment and digits agree with each other only', async () => {
    show(aForgedRound('LEVEL_1', 29_001_500, SALT));
    expect(await screen.findByText(v.failed)).toBeInTheDocument();
    expect(screen.queryByText(v.verified)).not.toBeInTheDocument();
  });

  it('says so when no published chain covers the round', async () => {
    show(aForgedRound('LEVEL_1', 28_999_000, SALT));
    expect(await screen.findByText(v.noChain)).toBeInTheDocument();
    expect(screen.queryByText(v.verified)).not.toBeInTheDocument();
  });
});
