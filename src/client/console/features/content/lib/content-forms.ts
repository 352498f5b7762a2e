import { boolean, object, string } from 'yup';
import { isHttpsUrl, isSafeContentLink } from '../../../../../shared/content';
import { texts } from '../../../../../shared/texts';

const t = texts.console.content;

/** Bounds the server's schemas set (shared/api/content.ts, settings.keys.ts), checked before sending. */
export const PARTNER_NAME_MAX = 80;
export const POPUP_TITLE_MAX = 120;
export const POPUP_TEXT_MAX = 2000;
export const TERMS_MAX = 20_000;
export const HOTLINE_MAX = 32;

/** A form's optional text as the server wants it: trimmed, null when empty. */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An optional link an operator sets: https or a path of the app, the server's own rule. */
const optionalLink = string().test('safe-link', texts.content.errors.badLink, (v) => !v?.trim() || isSafeContentLink(v.trim()));

export const bannerSchema = object({
  image: string().required(t.image.required),
  link: optionalLink,
  active: boolean(),
});

export const partnerSchema = object({
  name: string().trim().required(t.partners.nameRequired).max(PARTNER_NAME_MAX, t.partners.nameTooLong(PARTNER_NAME_MAX)),
  logo: string().required(t.image.required),
  link: optionalLink,
});

export const popupSchema = object({
  enabled: boolean(),
  title: string().when('enabled', {
    is: true,
    then: (s) => s.trim().required(t.popup.headingRequired).max(POPUP_TITLE_MAX, t.popup.headingTooLong(POPUP_TITLE_MAX)),
  }),
  text: string().when('enabled', { is: true, then: (s) => s.trim().required(t.popup.textRequired).max(POPUP_TEXT_MAX, t.popup.textTooLong(POPUP_TEXT_MAX)) }),
  link: optionalLink,
});

export const termsSchema = object({ terms: string().trim().required(t.terms.required).max(TERMS_MAX, t.terms.tooLong(TERMS_MAX)) });

export const hotlineSchema = object({ hotline: string().trim().max(HOTLINE_MAX, t.hotline.tooLong(HOTLINE_MAX)) });

/** A chat link: https (Zalo, Messenger, Telegram) or a number to call, as the server checks it. */
const isChatLink = (link: string) => isHttpsUrl(link) || /^tel:\+?[0-9][0-9 .-]{2,30}$/.test(link);

/** Each address is checked whenever filled, whatever the provider (the server does the same). */
export const chatSchema = object({
  provider: string().oneOf(['none', 'script', 'link']),
  scriptUrl: string().test('https', t.chat.scriptUrlInvalid, function (v) {
    const url = v?.trim() ?? '';
    return url === '' ? this.parent.provider !== 'script' : isHttpsUrl(url);
  }),
  link: string().test('chat-link', t.chat.linkInvalid, function (v) {
    const link = v?.trim() ?? '';
    return link === '' ? this.parent.provider !== 'link' : isChatLink(link);
  }),
});

/**
 * The popup's next version when the operator wants it shown again: later than any before, even
 * after the popup was off (null keeps no version), so a number a player already dismissed is never
 * reused. Seconds since 1970 grow on their own; +1 covers two saves in one second.
 */
export function nextPopupVersion(current: number | undefined, nowMs: number): number {
  return Math.max((current ?? 0) + 1, Math.floor(nowMs / 1000));
}

/** `ids` with the item at `index` moved one place up (-1) or down (+1). */
export function movedOne(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
