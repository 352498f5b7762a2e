import { texts } from './texts.js';

/** Support chat (CSKH) kinds an operator chooses from (see api/content.ts `SupportChat`). */
export const CHAT_PROVIDERS = ['none', 'script', 'link'] as const;

/** Vietnam time is UTC+7 all year (no daylight saving): "today" on Home is its calendar day. */
export const VIETNAM_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 86_400_000;

/** The Vietnam calendar day of an instant, as a day number (days since 1970-01-01 in UTC+7). */
export function vietnamDay(epochMs: number): number {
  return Math.floor((epochMs + VIETNAM_OFFSET_MS) / DAY_MS);
}

/** When a Vietnam day number starts, epoch ms. */
export function vietnamDayStart(day: number): number {
  return day * DAY_MS - VIETNAM_OFFSET_MS;
}

/**
 * A username as the public lists show it: its first two and last two characters around `***`
 * (`nguyenvana` -> `ng***na`). Usernames have at least 6 characters, so at least two are hidden;
 * a shorter one (none exist) is masked to its first character, never shown whole.
 */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length < 6) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * The default of the `terms` setting: the rules of the terms dialog as plain text, a section title
 * on its own line, its items as "• " lines, sections separated by a blank line. No figure that a
 * setting decides is in it: how the buttons play and what a win pays, the withdrawal minimum and
 * fees follow the settings in force, so the app builds those sections itself around this text.
 */
export function defaultTermsText(): string {
  const t = texts.game.terms;
  const sections: Array<[string, readonly string[]]> = [
    [t.resultTitle, t.result],
    [t.violationTitle, t.violation],
  ];
  return sections.map(([title, items]) => [title, ...items.map((item) => `• ${item}`)].join('\n')).join('\n\n');
}

/**
 * Whether a link an operator sets may be opened from the app: an https URL, or a path of the app
 * itself (`/account`). Anything else (`javascript:`, `http:`, `//host`) is refused.
 */
export function isSafeContentLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  return isHttpsUrl(link);
}

/** An absolute https URL with a host. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
