/** How long a chat provider's script may take to load before support falls back to the hotline dialog. */
export const CHAT_SCRIPT_TIMEOUT_MS = 8_000;

type ScriptState = 'loading' | 'loaded' | 'failed';
const SELECTOR = 'script[data-chat-widget]';

function existingScript(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>(SELECTOR);
}

/** What became of the widget script: none injected yet, or its state (kept on the element itself). */
export function chatScriptState(): ScriptState | undefined {
  return existingScript()?.dataset.chatWidget as ScriptState | undefined;
}

/**
 * Injects the provider's widget script once (never before the player asks for support) and tells
 * whether it loaded: false on an error or after `timeoutMs`. A later tap on the same page reuses it.
 */
export function loadChatScript(url: string, timeoutMs = CHAT_SCRIPT_TIMEOUT_MS): Promise<boolean> {
  let script = existingScript();
  if (script?.dataset.chatWidget === 'loaded') return Promise.resolve(true);
  if (script?.dataset.chatWidget === 'failed') return Promise.resolve(false);
  if (!script) {
    script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.chatWidget = 'loading';
    script.addEventListener('load', () => (script!.dataset.chatWidget = 'loaded'));
    script.addEventListener('error', () => (script!.dataset.chatWidget = 'failed'));
    document.head.appendChild(script);
  }
  const pending = script;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      // Too slow counts as failed for this tap; if it loads later, the next tap uses it.
      if (pending.dataset.chatWidget === 'loading') pending.dataset.chatWidget = 'failed';
      resolve(false);
    }, timeoutMs);
    pending.addEventListener('load', () => (clearTimeout(timer), resolve(true)), { once: true });
    pending.addEventListener('error', () => (clearTimeout(timer), resolve(false)), { once: true });
  });
}

interface WidgetGlobals {
  Tawk_API?: { maximize?: () => void };
  $crisp?: { push?: (command: unknown[]) => void };
  $chatwoot?: { toggle?: (state: string) => void };
  LiveChatWidget?: { call?: (method: string) => void };
  zE?: (...args: string[]) => void;
}

/**
 * Asks a loaded widget to open its chat window, for the few common providers whose call is known;
 * false when none answered (the widget then shows its own launcher).
 */
export function openKnownWidget(): boolean {
  const w = window as unknown as WidgetGlobals;
  try {
    if (w.Tawk_API?.maximize) return (w.Tawk_API.maximize(), true);
    if (w.$crisp?.push) return (w.$crisp.push(['do', 'chat:open']), true);
    if (w.$chatwoot?.toggle) return (w.$chatwoot.toggle('open'), true);
    if (w.LiveChatWidget?.call) return (w.LiveChatWidget.call('maximize'), true);
    if (w.zE) return (w.zE('messenger', 'open'), true);
  } catch {
    // A provider's own error: fall back to the dialog.
  }
  return false;
}
