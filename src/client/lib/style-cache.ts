/**
 * The components' styles of the last visit, put back before the app starts.
 *
 * Chakra styles every element through emotion, which compiles each new style (stylis) and inserts
 * its rules one by one while React commits a screen: on Home's start about a hundred rules, a good
 * part of its longest tasks. They are the same at every start of the same build. So the rules
 * emotion inserted are saved (when the page is hidden or closed) and, at the next start of the
 * same build, written back into the page as one `<style>` that emotion adopts as if it had rendered
 * them on a server (`data-emotion="css name1 name2 ..."`): it counts those styles as inserted and
 * skips them. A new build (another entry chunk) starts without them, and saves its own.
 *
 * The rules are text the app itself produced; a style that changed has another name (emotion names
 * a style by a hash of its CSS), so an old rule can never restyle an element, only go unused.
 */

/** localStorage key. */
export const STYLES_KEY = 'styles';
/** Past this size (characters of CSS) nothing is saved: the saved rules only serve a quick start. */
export const MAX_SAVED_CHARS = 200_000;
/** Emotion's default cache, the one Chakra uses. */
const EMOTION_KEY = 'css';

interface SavedStyles {
  readonly build: string;
  readonly names: readonly string[];
  readonly css: string;
}

/** The build whose styles were restored (or may be saved); none until `restoreStyles`. */
let currentBuild: string | undefined;

/**
 * Writes back the rules saved by the same `build` (the entry chunk's address), before emotion's
 * cache is made (that is, before the design system's modules are evaluated).
 */
export function restoreStyles(build: string, storage: Storage = localStorage, doc: Document = document): void {
  currentBuild = build;
  try {
    const saved = JSON.parse(storage.getItem(STYLES_KEY) ?? 'null') as SavedStyles | null;
    if (saved?.build !== build || !Array.isArray(saved.names) || typeof saved.css !== 'string' || saved.names.length === 0) return;
    const style = doc.createElement('style');
    style.setAttribute('data-emotion', `${EMOTION_KEY} ${saved.names.join(' ')}`);
    style.textContent = saved.css;
    doc.head.append(style);
  } catch {
    // Nothing saved, unreadable or storage refused: emotion inserts every rule itself.
  }
}

/**
 * Saves the rules of emotion's cache (`inserted` names it; the rules are in its `<style>`s) for the
 * next start of this build. Does nothing before `restoreStyles` (tests, `vite dev`).
 */
export function saveStyles(inserted: Readonly<Record<string, unknown>>, storage: Storage = localStorage, doc: Document = document): void {
  if (currentBuild === undefined) return;
  try {
    const names = Object.keys(inserted);
    const css = Array.from(doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))
      .filter((tag) => {
        const attribute = tag.getAttribute('data-emotion') ?? '';
        return attribute === EMOTION_KEY || attribute.startsWith(`${EMOTION_KEY} `);
      })
      .flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText))
      .join('\n');
    if (names.length === 0 || css.length > MAX_SAVED_CHARS) {
      storage.removeItem(STYLES_KEY);
      return;
    }
    storage.setItem(STYLES_KEY, JSON.stringify({ build: currentBuild, names, css } satisfies SavedStyles));
  } catch {
    // Storage full or refused: the next start inserts the rules itself.
  }
}
