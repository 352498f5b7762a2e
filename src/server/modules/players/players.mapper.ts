import { type Player, PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { PlayerRow } from './players.table.js';

/** The API shape of a player row: money in points, flags as booleans, times as ISO strings. */
export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    incId: PUBLIC_ID_OFFSET + row.id,
    username: row.username,
    nickname: row.nickname,
    phoneNumber: row.phoneNumber,
    address: row.address,
    balance: unitsToPoints(row.balance),
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountHolder: row.bankAccountHolder,
    frontID: row.frontId,
    backID: row.backId,
    refId: row.refCode,
    isUnlockMulti: row.isUnlockMulti === 1,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
