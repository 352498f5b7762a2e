import { walkChain, type WalkInput } from '../../shared/chain-walk';

/**
 * The chain walk off the page (issue 30): up to a chain's whole length of SHA-256 (100,000 by
 * default) without holding the screen. Started by lib/chain-walk-worker.ts; spoken to by lib/chain-walker.ts.
 */
const scope = self as unknown as { onmessage: ((event: MessageEvent<{ id: number; input: WalkInput }>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ id: data.id, result: walkChain(data.input) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: String(error) });
  }
};
