import { adoptSavedStyles, MAX_SAVED_CHARS, restoreStyles, SAVED_STYLES_ID, saveStyles, STYLES_KEY } from '../style-cache';

/** The page with emotion's two kinds of `<style>`: the components' (key `css`) and the global one. */
function pageWithEmotionRules(rules: string[]): Document {
  const doc = newPage();
  const global = doc.createElement('style');
  global.setAttribute('data-emotion', 'css-global');
  doc.head.append(global);
  global.sheet!.insertRule('body { margin: 0px; }');
  const components = doc.createElement('style');
  components.setAttribute('data-emotion', 'css');
  doc.head.append(components);
  rules.forEach((rule, i) => components.sheet!.insertRule(rule, i));
  return doc;
}

/** The page as a new start finds it: nothing in its head. */
function newPage(): Document {
  document.head.replaceChildren();
  return document;
}

const restored = (doc: Document) => doc.querySelector<HTMLStyleElement>(`style#${SAVED_STYLES_ID}`);

describe('the saved styles', () => {
  beforeEach(() => localStorage.clear());

  it('are not saved before a start restored them (the tests, vite dev)', () => {
    saveStyles({ abc: true }, localStorage, pageWithEmotionRules(['.css-abc { color: red; }']));
    expect(localStorage.getItem(STYLES_KEY)).toBeNull();
  });

  it("come back at the next start of the same build, as one style emotion adopts, without the global style's rules", () => {
    const first = pageWithEmotionRules(['.css-abc { color: red; }', '.css-def:hover { color: blue; }']);
    restoreStyles('/assets/index-1.js', localStorage, first);
    expect(restored(first)).toBeNull();
    saveStyles({ abc: true, def: true }, localStorage, first);

    const next = newPage();
    restoreStyles('/assets/index-1.js', localStorage, next);
    const style = restored(next)!;
    expect(style.textContent).toContain('.css-abc');
    expect(style.textContent).toContain('.css-def:hover');
    expect(style.textContent).not.toContain('margin');
    // Emotion's cache counts them as inserted (and keeps what it had).
    const inserted: Record<string, unknown> = { xyz: true };
    adoptSavedStyles(inserted);
    expect(inserted).toEqual({ xyz: true, abc: true, def: true });

    // Saved again, they stay saved with what emotion inserted since.
    const emotion = next.createElement('style');
    emotion.setAttribute('data-emotion', 'css');
    next.head.append(emotion);
    emotion.sheet!.insertRule('.css-xyz { color: green; }');
    saveStyles(inserted, localStorage, next);
    const saved = JSON.parse(localStorage.getItem(STYLES_KEY)!) as { names: string[]; css: string };
    expect(saved.names).toEqual(['xyz', 'abc', 'def']);
    expect(saved.css).toContain('.css-abc');
    expect(saved.css).toContain('.css-xyz');
  });

  it('are not put back by another build', () => {
    const first = pageWithEmotionRules(['.css-abc { color: red; }']);
    restoreStyles('/assets/index-1.js', localStorage, first);
    saveStyles({ abc: true }, localStorage, first);

    const next = newPage();
    restoreStyles('/assets/index-2.js', localStorage, next);
    expect(restored(next)).toBeNull();
  });

  it('are dropped rather than saved past the size limit', () => {
    const first = pageWithEmotionRules(['.css-abc { color: red; }']);
    restoreStyles('/assets/index-1.js', localStorage, first);
    saveStyles({ abc: true }, localStorage, first);
    expect(localStorage.getItem(STYLES_KEY)).not.toBeNull();

    const big = pageWithEmotionRules([`.css-big { content: "${'x'.repeat(MAX_SAVED_CHARS)}"; }`]);
    saveStyles({ big: true }, localStorage, big);
    expect(localStorage.getItem(STYLES_KEY)).toBeNull();
  });

  it('are ignored when what is saved is unreadable', () => {
    localStorage.setItem(STYLES_KEY, '{not json');
    const next = newPage();
    expect(() => restoreStyles('/assets/index-1.js', localStorage, next)).not.toThrow();
    expect(restored(next)).toBeNull();
  });
});
