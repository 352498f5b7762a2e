import type { UpgradeResponse } from '../../../shared/api/growth.js';
import { pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { ConflictError } from '../../lib/errors.js';
import type { AppContext } from '../context.js';
import { idempotent, type StoredAnswer } from '../idempotency/index.js';
import { balanceOf, type PlayerBalance } from '../ledger/index.js';
import { assertSelf, type FileUrlFor, playerById, type PlayerRow, grantTierFlag, toPlayer } from '../players/index.js';

/** VIP sees referral levels F2-F7 and earns on them; an agent earns commissions at all. */
export type Tier = 'VIP' | 'AGENT';

const TIERS = {
  VIP: { flag: 'isUnlockMulti', price: 'vipPrice', kind: 'VIP_UNLOCK', already: texts.growth.errors.alreadyVip },
  AGENT: { flag: 'isAgent', price: 'agentPrice', kind: 'AGENT_UPGRADE', already: texts.growth.errors.alreadyAgent },
} as const;

/**
 * POST /v1/players/{id}/unlock (VIP) and /earn (agent): the flag is set (once: a conditional update)
 * and its price paid to HOUSE in one transaction. A second call on a player who has it charges
 * nothing and says so; a retry with the same Idempotency-Key gets the first answer.
 */
export async function upgrade(
  ctx: AppContext,
  caller: PlayerRow,
  id: number,
  tier: Tier,
  idempotencyKey: string | undefined,
  fileUrl: FileUrlFor,
): Promise<StoredAnswer<UpgradeResponse>> {
  assertSelf(caller, id);
  const t = TIERS[tier];
  const now = ctx.clock.now();
  let moved: PlayerBalance | undefined;
  const answer = await idempotent<UpgradeResponse>(ctx.db, { playerId: id, scope: `tier:${tier}`, key: idempotencyKey, request: {}, now }, async (trx) => {
    if (!(await grantTierFlag(trx, id, t.flag, now))) throw new ConflictError(t.already, `ALREADY_${tier}`);
    const price = pointsToUnits(ctx.settings.get(t.price))!;
    if (price > 0) moved = await ctx.ledger.post(trx, { from: { player: id }, to: { system: 'HOUSE' }, amount: price, kind: t.kind, ref: { type: 'player', id }, now });
    const balance = moved ?? (await balanceOf(trx, id))!;
    const player = (await playerById(trx, id))!;
    return { statusCode: 200, body: { player: toPlayer(player, fileUrl), balance: unitsToPoints(balance.balance), balanceVersion: balance.version } };
  });
  if (!answer.replayed && moved) ctx.events.emit('balanceChanged', moved);
  return answer;
}
