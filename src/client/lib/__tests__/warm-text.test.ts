import { layOutTextStyles } from '../warm-text';

describe('layOutTextStyles', () => {
  it('lays out one unseen line per style, each in a task of its own, and leaves nothing in the page', async () => {
    const seen: string[] = [];
    /** How many lines each task added: the observer hears of a task's changes when the task ends. */
    const perTask: number[] = [];
    const observer = new MutationObserver((records) => {
      perTask.push(records.reduce((n, record) => n + record.addedNodes.length, 0));
      for (const record of records) {
        for (const node of record.addedNodes) {
          const line = node as HTMLElement;
          expect(line.getAttribute('aria-hidden')).toBe('true');
          expect(line.style.visibility).toBe('hidden');
          expect(line.textContent).toContain('Đặt');
          seen.push(`${line.style.fontWeight}/${line.style.fontSize}`);
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

    expect(seen).toEqual(['400/12px', '700/24px']);
    expect(perTask).toEqual([1, 1]);
    expect(document.body.innerHTML).toBe(before);
  });
});
