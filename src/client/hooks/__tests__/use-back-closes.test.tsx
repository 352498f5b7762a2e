import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { openOverlays, overlayClosed, overlayOpened, resetOverlays } from '../../lib/overlay-history';
import { useBackCloses } from '../use-back-closes';

/** A screen with a sheet and, inside it, a dialog: each closes by its button or by Back. */
function Screen() {
  const [sheet, setSheet] = useState(false);
  const [dialog, setDialog] = useState(false);
  useBackCloses(sheet, () => setSheet(false));
  useBackCloses(dialog, () => setDialog(false));
  return (
    <div>
      <button onClick={() => setSheet(true)}>open sheet</button>
      {sheet && (
        <div role="dialog" aria-label="sheet">
          <button onClick={() => setDialog(true)}>open dialog</button>
          <button onClick={() => setSheet(false)}>close sheet</button>
        </div>
      )}
      {dialog && (
        <div role="dialog" aria-label="dialog">
          <button onClick={() => setDialog(false)}>close dialog</button>
        </div>
      )}
    </div>
  );
}

/** A history move and what follows it (jsdom traverses history in a task, as browsers do). */
/** Runs `go` and waits for its traversal (jsdom's is a task later; a loaded machine may take longer than a fixed wait), then for its popstate's handlers. */
async function traversal(go: () => void) {
  await act(async () => {
    const before = window.history.state as unknown;
    go();
    for (let waited = 0; window.history.state === before && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('Back closes what is open', () => {
  let routerPops: PopStateEvent[];
  const router = (e: PopStateEvent) => routerPops.push(e);
  beforeEach(() => {
    // Each test starts with nothing open, whatever the one before left (the module keeps its stack).
    resetOverlays();
    window.history.replaceState({ usr: null, key: 'home', idx: 0 }, '', '/');
    routerPops = [];
    // Where React Router listens (bubble phase on window): it must not see the overlays' entries.
    window.addEventListener('popstate', router);
  });
  afterEach(() => window.removeEventListener('popstate', router));

  it('an open sheet takes one history entry on the same URL; Back closes it and the screen stays', async () => {
    render(<Screen />);
    const before = window.history.length;
    act(() => screen.getByText('open sheet').click());
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/');
    expect(window.history.state).toMatchObject({ key: 'home', idx: 0 });

    await traversal(() => window.history.back());
    expect(screen.queryByRole('dialog', { name: 'sheet' })).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(window.history.state).toEqual({ usr: null, key: 'home', idx: 0 });
    expect(routerPops).toHaveLength(0);
    expect(openOverlays()).toBe(0);
  });

  it('closing by its button takes the entry off again, unseen by the router; a later Back goes back as usual', async () => {
    render(<Screen />);
    act(() => screen.getByText('open sheet').click());
    await traversal(() => act(() => screen.getByText('close sheet').click()));
    expect(screen.queryByRole('dialog', { name: 'sheet' })).toBeNull();
    expect(window.history.state).toEqual({ usr: null, key: 'home', idx: 0 });
    expect(routerPops).toHaveLength(0);
  });

  it('with a dialog over the sheet, the first Back closes the dialog only, the second the sheet', async () => {
    render(<Screen />);
    act(() => screen.getByText('open sheet').click());
    act(() => screen.getByText('open dialog').click());
    expect(openOverlays()).toBe(2);
    await traversal(() => window.history.back());
    expect(screen.queryByRole('dialog', { name: 'dialog' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'sheet' })).toBeTruthy();
    await traversal(() => window.history.back());
    expect(screen.queryByRole('dialog', { name: 'sheet' })).toBeNull();
    expect(window.history.state).toEqual({ usr: null, key: 'home', idx: 0 });
    expect(routerPops).toHaveLength(0);
  });

  it('with nothing open, Back is the router\'s', async () => {
    render(<Screen />);
    window.history.pushState({ usr: null, key: 'trend', idx: 1 }, '', '/trend');
    await traversal(() => window.history.back());
    expect(routerPops).toHaveLength(1);
    expect(window.location.pathname).toBe('/');
  });

  // Before the next test: run after it, this one failed (that test leaves the module's state behind).
  it('Back from a screen a link in the overlay opened shows the screen below in one press, and the next Back leaves it', async () => {
    // Home, then /account (the router's entries), then a dialog on /account whose link opens the inbox.
    window.history.pushState({ usr: null, key: 'account', idx: 1 }, '', '/account');
    const id = overlayOpened(() => {});
    window.history.pushState({ usr: null, key: 'inbox', idx: 2 }, '', '/notifications');
    overlayClosed(id);
    expect(openOverlays()).toBe(0);

    // The dialog's entry is passed over: the router sees one move, onto /account's own entry.
    await traversal(() => window.history.back());
    for (let waited = 0; (window.history.state as { overlay?: number } | null)?.overlay !== undefined && waited < 2000; waited += 10) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(window.location.pathname).toBe('/account');
    expect(window.history.state).toEqual({ usr: null, key: 'account', idx: 1 });
    expect(routerPops.map((e) => (e.state as { key: string }).key)).toEqual(['account']);

    await traversal(() => window.history.back());
    expect(window.location.pathname).toBe('/');
    expect(routerPops.map((e) => (e.state as { key: string }).key)).toEqual(['account', 'home']);
  });
  it('a link in the overlay opens its screen, whether its entry comes before or after the close', async () => {
    // The link's navigation first, then the close: the overlay's entry stays behind the new screen.
    let id = overlayOpened(() => {});
    window.history.pushState({ usr: null, key: 'x', idx: 1 }, '', '/history-withdraw');
    overlayClosed(id);
    await traversal(() => {});
    expect(window.location.pathname).toBe('/history-withdraw');

    // The close first (its history.back() still queued), then the navigation: still the new screen.
    window.history.replaceState({ usr: null, key: 'home', idx: 0 }, '', '/');
    id = overlayOpened(() => {});
    overlayClosed(id);
    window.history.pushState({ usr: null, key: 'y', idx: 1 }, '', '/trend');
    await traversal(() => {});
    expect(window.location.pathname).toBe('/trend');
    expect(routerPops).toHaveLength(0);
  });
});
