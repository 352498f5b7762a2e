/**
 * Back closes what is open (issue 50 §1). An open sheet, dialog or drawer owns one history entry of
 * its own: the same URL, the router's state with a marker added. Back (the gesture, the button,
 * `history.back()`) then leaves that entry, and this module closes the top overlay instead of letting
 * the router move: its `popstate` listener runs in the capture phase, before React Router's, and
 * stops the event. Closing by a button, Escape or the backdrop takes the entry back off the history.
 *
 * The router never sees these entries: its index and location stay those of the screen below.
 *
 * A link in an open overlay pushes its screen on top of the overlay's entry, which then stays behind
 * that screen, closed (stale). A traversal that lands on a stale entry goes on past it, in the same
 * direction, so that one Back from the linked screen shows the screen below and the next leaves it
 * (before, that next Back landed on the screen's own entry, the same screen: it seemed to do nothing).
 */

const MARKER = 'overlay';

interface Overlay {
  readonly id: number;
  readonly close: () => void;
}

const stack: Overlay[] = [];
let nextId = 1;
/** Pops this module caused (`history.back()` after a close, `history.forward()` to undo one): not the player's. */
const ownPops: Array<{ readonly leaving: number } | { readonly forward: true }> = [];
let listening = false;
/**
 * Whether the last traversal went back (the Navigation API's `navigate` event, where there is one:
 * Chromium). Without it a traversal onto a stale entry is taken as a Back, by far the usual one.
 */
let lastTraversalBack: boolean | undefined;

interface NavigationLike {
  readonly currentEntry: { readonly index: number } | null;
  addEventListener(type: 'navigate', listener: (event: { readonly navigationType: string; readonly destination: { readonly index: number } }) => void): void;
}

function markerOf(state: unknown): number | undefined {
  const value = (state as Record<string, unknown> | null)?.[MARKER];
  return typeof value === 'number' ? value : undefined;
}

function onPopState(event: PopStateEvent): void {
  const own = ownPops.shift();
  if (own) {
    event.stopImmediatePropagation();
    // A navigation (a link in the overlay) pushed its entry before our `back()` ran: that traversal
    // came back onto the closed overlay's entry. Go forward again, to the screen the link opened.
    if ('leaving' in own && markerOf(event.state) === own.leaving) {
      ownPops.push({ forward: true });
      window.history.forward();
    }
    return;
  }
  const marker = markerOf(event.state);
  if (marker !== undefined && !stack.some((o) => o.id === marker)) {
    // A closed overlay's entry, left behind a screen a link in it opened: nothing to show here, go
    // on past it. The router sees only the entry this lands on (the screen below, or the linked one).
    event.stopImmediatePropagation();
    if (lastTraversalBack === false) window.history.forward();
    else window.history.back();
    return;
  }
  const top = stack[stack.length - 1];
  if (!top || marker === top.id) return;
  // The player went back from the top overlay's entry: close it, stay on this screen.
  event.stopImmediatePropagation();
  stack.pop();
  top.close();
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', onPopState, true);
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    if (event.navigationType !== 'traverse') return;
    const from = navigation.currentEntry?.index;
    lastTraversalBack = from === undefined ? undefined : event.destination.index < from;
  });
}

/** An overlay opened: pushes its history entry. `close` is called when Back leaves that entry. */
export function overlayOpened(close: () => void): number {
  listen();
  const overlay = { id: nextId++, close };
  stack.push(overlay);
  const state: unknown = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [MARKER]: overlay.id }, '', window.location.href);
  return overlay.id;
}

/**
 * An overlay closed (its button, Escape, the backdrop, or it unmounted): its entry comes off the
 * history if it is still the current one. After a link in it opened another screen it is not, and
 * stays behind that screen, stale: a traversal onto it goes on past it (Back from there shows this
 * screen again, with the overlay closed; the next Back leaves it).
 */
export function overlayClosed(id: number): void {
  const index = stack.findIndex((o) => o.id === id);
  if (index === -1) return; // closed by Back: its entry is already left
  stack.splice(index, 1);
  if (markerOf(window.history.state) !== id) return;
  ownPops.push({ leaving: id });
  window.history.back();
}

/**
 * The screen is left with its overlays open (a sheet's action that goes back, as a withdrawal's
 * confirmation does): their entries are left with it in one traversal, not taken off one by one
 * (two `history.back()` in a row are one traversal in Chromium, and the screen's own was lost). Returns
 * how many entries to go back past, besides the screen's.
 */
export function overlaysLeftWithScreen(): number {
  const count = stack.length;
  stack.length = 0;
  return count;
}

/** Forgets every overlay and pending pop (tests: each starts from a history of its own). */
export function resetOverlays(): void {
  stack.length = 0;
  ownPops.length = 0;
  lastTraversalBack = undefined;
}

/** How many overlays are open (tests). */
export function openOverlays(): number {
  return stack.length;
}
