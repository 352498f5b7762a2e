/**
 * The components' styles of the last visit, put back before the app starts.
 *
 * Chakra styles every element through emotion, which compiles each new style (stylis) and inserts
 * its rules one by one while React commits a screen: on Home's start about a hundred rules, a good
 * part of its longest tasks. They are the same at every start of the same build. So the rules
 * emotion inserted are saved (when the page is idle, hidden or closed) and, at the next start of
 * the same build, written back into the page as one `<style id="saved-styles">` before anything
 * renders; emotion's cache is then told that those styles are inserted already
 * (`adoptSavedStyles`), so it neither compiles nor inserts them again. A new build (another entry
 * chunk) starts without them, and saves its own. (Emotion's own way, a server-rendered
 * `<style data-emotion="css ...">`, moves that element twice when its cache is made: the browser
 * parses the whole sheet again each time, about 20 ms.)
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
/** The `<style>` the saved rules are written back into. */
export const SAVED_STYLES_ID = 'saved-styles';

interface SavedStyles {
  readonly build: string;
  readonly names: readonly string[];
  readonly css: string;
}

/** The build whose styles were restored (or may be saved); none until `restoreStyles`. */
let currentBuild: string | undefined;
/** The names of the styles written back, until emotion's cache adopts them. */
let restoredNames: readonly string[] = [];

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
    style.id = SAVED_STYLES_ID;
    style.textContent = saved.css;
    doc.head.append(style);
    restoredNames = saved.names;
  } catch {
    // Nothing saved, unreadable or storage refused: emotion inserts every rule itself.
  }
}

/**
 * Marks the styles written back by `restoreStyles` as inserted in emotion's cache (its `inserted`),
 * before anything commits: emotion then inserts none of them again.
 */
export function adoptSavedStyles(inserted: Record<string, unknown>): void {
  for (const name of restoredNames) inserted[name] ??= true;
  restoredNames = [];
}

/**
 * Saves the rules of emotion's cache (`inserted` names its styles; the rules are in its `<style>`s
 * and in the one written back) for the next start of this build. Does nothing before `restoreStyles` (tests, `vite dev`).
 */
export function saveStyles(inserted: Readonly<Record<string, unknown>>, storage: Storage = localStorage, doc: Document = document): void {
  if (currentBuild === undefined) return;
  try {
    const names = Object.keys(inserted);
    // The rules written back at start, and those emotion inserted since (not its global styles').
    const css = Array.from(doc.querySelectorAll<HTMLStyleElement>(`style#${SAVED_STYLES_ID}, style[data-emotion="${EMOTION_KEY}"]`))
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
