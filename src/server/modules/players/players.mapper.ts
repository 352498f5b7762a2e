import { type Player, PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { PlayerRow } from './players.table.js';

/** Signs a URL for a private file of `ownerId` (plugins/app/uploads.ts, `app.files.urlFor`). */
export type FileUrlFor = (name: string, ownerId: number) => string;

/**
 * The API shape of a player row: money in points, flags as booleans, times as ISO strings, and
 * the ID photos as freshly signed short-lived URLs.
 */
export function toPlayer(row: PlayerRow, fileUrl: FileUrlFor): Player {
  return {
    id: row.id,
    incId: PUBLIC_ID_OFFSET + row.id,
    username: row.username,
    nickname: row.nickname,
    phoneNumber: row.phoneNumber,
    address: row.address,
    balance: unitsToPoints(row.balance),
    balanceVersion: row.balanceVersion,
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountHolder: row.bankAccountHolder,
    frontID: row.frontId ? fileUrl(row.frontId, row.id) : null,
    backID: row.backId ? fileUrl(row.backId, row.id) : null,
    verification:
      row.verificationStatus && row.verificationUpdatedAt !== null
        ? { status: row.verificationStatus, reason: row.verificationReason, updatedAt: new Date(row.verificationUpdatedAt).toISOString() }
        : null,
    refId: row.refCode,
    isUnlockMulti: row.isUnlockMulti === 1,
    isAgent: row.isAgent === 1,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The few fields operators' lists show next to a withdrawal or a verification. */
export function playerSummary(row: Pick<PlayerRow, 'id' | 'username'>): { id: number; incId: number; username: string } {
  return { id: row.id, incId: PUBLIC_ID_OFFSET + row.id, username: row.username };
}
