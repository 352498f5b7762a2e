import { texts } from '../../../../../shared/texts';

const t = texts.console.settings;

/** How a setting's value is edited: a number as typed, anything else as JSON. */
export function editableText(value: unknown): string {
  return typeof value === 'number' ? String(value) : JSON.stringify(value, null, 2);
}

/**
 * The value to send, read as the kind the current value is (a number stays a number), or the
 * reason it cannot be read. Whether it is acceptable is the server's call (its message is shown).
 */
export function parseSettingText(text: string, current: unknown): { value: unknown } | { error: string } {
  if (typeof current === 'number') {
    const trimmed = text.trim();
    const n = Number(trimmed);
    return trimmed !== '' && Number.isFinite(n) ? { value: n } : { error: t.notNumber };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: t.notJson };
  }
}
