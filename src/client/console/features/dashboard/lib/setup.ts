import type { AdminBanner } from '../../../../../shared/api/content';
import type { SettingEntry } from '../../../../../shared/api/settings';
import { paths } from '../../../../config/paths';

/** What a fresh install leaves for the operator to set up, in the order the checklist shows it. */
export const SETUP_ITEMS = ['hotline', 'chat', 'terms', 'banners'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

/** Where each is set: the console's Content screen, on its tab (`?tab=`). */
export const SETUP_LINKS: Readonly<Record<SetupItem, string>> = {
  hotline: `${paths.admin.content}?tab=support`,
  chat: `${paths.admin.content}?tab=support`,
  terms: `${paths.admin.content}?tab=terms`,
  banners: `${paths.admin.content}?tab=banners`,
};

const valueOf = (settings: readonly SettingEntry[], key: string) => settings.find((s) => s.key === key);

/**
 * What players still meet unset: no hotline (blank counts as none), no chat provider, the terms
 * still the built-in default (equal to the setting's default), no active banner (Home shows its
 * placeholders).
 */
export function missingSetup(settings: readonly SettingEntry[], banners: readonly AdminBanner[]): SetupItem[] {
  const hotline = valueOf(settings, 'hotline')?.value;
  const chat = valueOf(settings, 'chat')?.value as { provider?: string } | null | undefined;
  const terms = valueOf(settings, 'terms');
  const missing: Record<SetupItem, boolean> = {
    hotline: typeof hotline !== 'string' || hotline.trim() === '',
    chat: !chat || chat.provider === 'none',
    terms: !terms || typeof terms.value !== 'string' || terms.value.trim() === String(terms.default).trim(),
    banners: !banners.some((banner) => banner.active),
  };
  return SETUP_ITEMS.filter((item) => missing[item]);
}
