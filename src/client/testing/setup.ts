import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A screen may wait for a lazy chunk and its first calls: on a loaded 2-core CI machine that can take
// longer than Testing Library's default second. How long a find may wait is no assertion (the
// assertions are what it finds), so give it room; a test that must see something quickly says so.
configure({ asyncUtilTimeout: 5000 });

// Chakra UI v3 measures elements; jsdom has no layout engine.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
