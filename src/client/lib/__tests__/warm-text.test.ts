import { layOutTextStyles } from '../warm-text';

describe('layOutTextStyles', () => {
  it('lays out one unseen line per style, each in a task of its own, and leaves nothing in the page', async () => {
    const seen: string[][] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const box = node as HTMLElement;
          expect(box.getAttribute('aria-hidden')).toBe('true');
          expect(box.style.visibility).toBe('hidden');
          seen.push(Array.from(box.children, (line) => `${(line as HTMLElement).style.fontWeight}/${(line as HTMLElement).style.fontSize}`));
        }
      }
    });
    observer.observe(document.body, { childList: true });
    const before = document.body.innerHTML;

    const done = layOutTextStyles([
      [400, 12],
      [700, 24],
    ]);
    // Nothing runs in the caller's task.
    expect(seen).toEqual([]);
    await done;
    await Promise.resolve();
    observer.disconnect();

    expect(seen).toEqual([['400/12px'], ['700/24px']]);
    expect(document.body.innerHTML).toBe(before);
  });
});
