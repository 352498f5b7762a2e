import { nextTask } from './next-task';

/**
 * The weights and sizes (px) of the text on Home's first screen, signed in. `e2e/first-visit.spec.ts`
 * checks that the list covers every one Home shows: a new one belongs here.
 */
export const HOME_TEXT_STYLES: readonly (readonly [weight: number, px: number])[] = [
  [400, 12],
  [500, 12],
  [400, 14],
  [500, 14],
  [600, 14],
  [700, 14],
  [500, 16],
  [600, 16],
  [700, 16],
  [500, 18],
  [600, 18],
  [700, 24],
  [700, 30],
];

/** Letters, marks and digits of the screens' Vietnamese text. */
const SAMPLE = 'Phiên Đặt cược Lớn Nhỏ Trái Phải Số dư 0123456789 ·:#';

/**
 * Lays out, unseen, a line of text in each of `styles`, one per task. The first use of a font in a
 * weight and size costs the browser a font lookup and shaping, about 2 ms of this machine's main
 * thread each: 20 ms or more for Home, all inside the one task that lays out the first screen after
 * its first commit. Done here, during start-up, in tasks too short to block, that task is shorter.
 * The font caches outlive the lines; a line inherits the page's font family and features, as the
 * screen's text will.
 */
export async function layOutTextStyles(styles: readonly (readonly [weight: number, px: number])[]): Promise<void> {
  for (const style of styles) {
    await nextTask();
    layOutLine(style);
  }
}

function layOutLine([weight, px]: readonly [number, number]): void {
  const line = document.createElement('div');
  line.setAttribute('aria-hidden', 'true');
  line.style.cssText = `position:absolute;top:0;left:0;width:1px;overflow:hidden;visibility:hidden;white-space:nowrap;pointer-events:none;font-weight:${weight};font-size:${px}px`;
  line.textContent = SAMPLE;
  document.body.append(line);
  void line.offsetWidth;
  line.remove();
}
