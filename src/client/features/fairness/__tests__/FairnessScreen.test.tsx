import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '../../../../shared/texts';
import { pinFairness } from '../../../lib/chain-pins';
import { aChain, aForgedRound, aSettledRound, fairnessOf, sha256 } from '../../../testing/fairness';
import { aPlayer, goOffline, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderApp, renderScreen } from '../../../testing/render';
import { FairnessScreen } from '../components/FairnessScreen';

const t = texts.game.fairness;
const v = texts.game.verify;
const SALT = '5a175a175a175a17';
const chain = aChain({ zone: 'LEVEL_3', firstIncId: 9_000_000, length: 3000 });
const round = (incId: number) => aSettledRound('LEVEL_3', incId, chain.seedOf(incId), SALT);

beforeEach(() => {
  localStorage.clear();
  goOnline();
});

async function checkRound(incId: number) {
  const user = userEvent.setup();
  const verifier = await screen.findByTestId('round-verifier');
  await user.type(within(verifier).getByLabelText(t.roundNumber), String(incId));
  await user.click(within(verifier).getByRole('button', { name: t.check }));
  return verifier;
}

describe('FairnessScreen', () => {
  it('fairness offline says so rather than "no chains"', async () => {
    goOffline();
    renderScreen(<FairnessScreen />, { path: '/fairness', preloadedState: signedInAs(aPlayer()) });
    expect(await screen.findByTestId('saved-data-notice')).toHaveTextContent('Bạn đang ngoại tuyến');
    expect(screen.queryByText(texts.game.fairness.noChains)).not.toBeInTheDocument();
  });

  it('opens to a visitor who has not signed in, and checks a round step by step against the published chain', async () => {
    serveApi({ '/fairness': fairnessOf(SALT, [chain]), '/sessions/LEVEL_3/9000123': round(9_000_123), '/sessions/LEVEL_3/9000122': round(9_000_122) });
    renderApp('/fairness');
    expect(await screen.findByRole('heading', { name: t.verifier })).toBeInTheDocument();
    const verifier = await checkRound(9_000_123);

    expect(await within(verifier).findByText(v.verified)).toBeInTheDocument();
    expect(within(verifier).getByText(v.chainCheck).parentElement).toHaveTextContent(`✓ ${v.match}`);
    expect(within(verifier).getByText(v.previousCheck).parentElement).toHaveTextContent(`✓ ${v.match}`);
    const steps = within(verifier).getByTestId('verification-steps');
    expect(steps).toHaveTextContent(chain.seedOf(9_000_123));
    expect(steps).toHaveTextContent(v.chainPlace(1, 124));
    // The walk: h[123] first, then down to the terminating hash as pinned, in 124 hashes.
    expect(within(steps).getByTestId('chain-walk')).toHaveTextContent(chain.at(123));
    expect(within(steps).getByTestId('chain-walk')).toHaveTextContent(chain.terminatingHash);
    expect(within(steps).getByTestId('chain-walk')).toHaveTextContent(v.walked('124'));
    expect(steps).toHaveTextContent(`${SALT}:LEVEL_3:9000123`);
    expect(within(steps).getByRole('img', { name: new RegExp(v.recomputed) })).toHaveAttribute('data-result', round(9_000_123).result!);
  });

  it('refuses a round forged after the fact, though its seed, commitment and digits agree', async () => {
    const forged = aForgedRound('LEVEL_3', 9_000_123, SALT);
    serveApi({ '/fairness': fairnessOf(SALT, [chain]), '/sessions/LEVEL_3/9000123': forged });
    renderApp('/fairness');
    const verifier = await checkRound(9_000_123);
    expect(await within(verifier).findByText(v.failed)).toBeInTheDocument();
    expect(within(verifier).queryByText(v.verified)).not.toBeInTheDocument();
    expect(within(verifier).getByText(v.seedCheck).parentElement).toHaveTextContent(`✓ ${v.match}`);
    expect(within(verifier).getByText(v.chainCheck).parentElement).toHaveTextContent(`✗ ${v.mismatch}`);
  });

  it('warns when the server lists another terminating hash for a chain this device pinned, and never verifies its rounds again', async () => {
    pinFairness(fairnessOf(SALT, [chain]));
    const swapped = { ...chain, terminatingHash: sha256('77'.repeat(32)) };
    serveApi({ '/fairness': fairnessOf(SALT, [swapped]), '/sessions/LEVEL_3/9000123': round(9_000_123) });
    renderScreen(<FairnessScreen />, { path: '/fairness', preloadedState: signedInAs(aPlayer()) });
    const warning = v.chainChanged('LEVEL 3', 1);
    expect(await screen.findByText(warning)).toBeInTheDocument();
    const verifier = await checkRound(9_000_123);
    expect(await within(verifier).findByText(warning)).toBeInTheDocument();
    expect(within(verifier).getByText(v.chainCheck).parentElement).toHaveTextContent(`✗ ${v.mismatch}`);
    expect(within(verifier).queryByText(v.verified)).not.toBeInTheDocument();
  });

  it('says what the server answered for a round it has not settled', async () => {
    serveApi({ '/fairness': fairnessOf(SALT, [chain]), '/sessions/LEVEL_3/9000999': new Response(JSON.stringify({ statusCode: 404, message: v.notSettled }), { status: 404 }) });
    renderApp('/fairness');
    const verifier = await checkRound(9_000_999);
    expect(await within(verifier).findByRole('alert')).toHaveTextContent(v.notSettled);
  });

  it('finds the round of a pasted seed and shows its digits; a seed of no chain is said to be so', async () => {
    serveApi({ '/fairness': fairnessOf(SALT, [chain]), '/sessions/LEVEL_3/9000456': round(9_000_456) });
    renderApp('/fairness');
    const user = userEvent.setup();
    const verifier = await screen.findByTestId('round-verifier');
    await user.click(within(verifier).getByRole('tab', { name: t.bySeed }));
    const field = within(verifier).getByLabelText(t.seed);
    await user.click(field);
    await user.paste(chain.seedOf(9_000_456));
    await user.click(within(verifier).getByRole('button', { name: t.check }));
    expect(await within(verifier).findByText(t.seedRound(9_000_456))).toBeInTheDocument();
    expect(await within(verifier).findByText(`✓ ${v.resultCheck}`)).toBeInTheDocument();
    expect(within(verifier).getByTestId('verification-steps')).toHaveTextContent(`${SALT}:LEVEL_3:9000456`);

    await user.clear(field);
    await user.paste(sha256('99'.repeat(32)));
    await user.click(within(verifier).getByRole('button', { name: t.check }));
    expect(await within(verifier).findByText(t.seedNotOnChain)).toBeInTheDocument();
  });
});
