import type { AdminNotificationBody } from '../../../shared/api/notifications.js';
import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError } from '../../lib/errors.js';

/**
 * Whom an operator's notification is for: the internal id, from `playerId` or from the public ID the
 * app shows (`incId` − 100,000); null for everyone. A public ID of 100,000 or less names no one (the
 * caller's lookup answers 'Không tìm thấy người chơi'). Both ids at once are refused rather than
 * one of them silently preferred.
 */
export function recipientOf(body: Pick<AdminNotificationBody, 'playerId' | 'incId'>): number | null {
  if (body.playerId !== undefined && body.incId !== undefined) throw new BadRequestError(texts.console.content.broadcast.oneRecipient, 'ONE_RECIPIENT');
  if (body.incId !== undefined) return body.incId - PUBLIC_ID_OFFSET;
  return body.playerId ?? null;
}
