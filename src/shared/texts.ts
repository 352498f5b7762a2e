import { accountTexts } from './texts/account.js';
import { adminTexts } from './texts/admin.js';
import { consoleTexts } from './texts/console.js';
import { contentTexts } from './texts/content.js';
import { coreTexts } from './texts/core.js';
import { gameTexts } from './texts/game.js';
import { growthTexts } from './texts/growth.js';
import { homeTexts } from './texts/home.js';
import { ledgerTexts } from './texts/ledger.js';
import { notificationTexts } from './texts/notifications.js';
import { pushTexts } from './texts/push.js';
import { safetyTexts } from './texts/safety.js';

/**
 * Every Vietnamese text the product shows, in one place, used by both the app and the server.
 * Texts quoted in the product spec are copied letter for letter; the others are ours and are
 * quoted in the decision records of docs/decisions/ (README.md indexes them). Each area keeps its
 * texts in texts/<area>.ts, gathered here; the app's first download imports texts/core.ts alone
 * (issue 15: the first visit's size).
 */
export const texts = {
  game: gameTexts,
  accountArea: accountTexts,
  growth: growthTexts,
  home: homeTexts,
  ledger: ledgerTexts,
  safety: safetyTexts,
  notifications: notificationTexts,
  push: pushTexts,
  content: contentTexts,
  admin: adminTexts,
  console: consoleTexts,
  ...coreTexts,
} as const;

