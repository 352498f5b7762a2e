import type { RewardType } from '../../../shared/growth.js';
import { formatPoints, unitsToPoints } from '../../../shared/money.js';
import { PUSH_PAGES } from '../../../shared/push.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../context.js';
import type { DomainEvents } from '../events/index.js';
import { rewardsUnder } from '../gifts/index.js';
import { betResult } from '../notifications/index.js';
import type { PushJob } from './push.sender.js';

// What is pushed, from what happened (the domain events, told after each commit). Every push shows
// what the app shows of the same thing: the stored notification, the bet result, the reward line.

/** A stored notification with `push` (a deposit, a withdrawal decided, an ID check decided, an operator's notice). */
export function notificationJob({ playerId, notification, push }: DomainEvents['notified']): PushJob | undefined {
  if (!push) return undefined;
  // The inbox's id: one row per notification across the deployment, a broadcast's included.
  const key = `notification:${notification.id}`;
  const payload = { title: notification.title, body: notification.content, url: push.url, tag: `notification-${notification.id}` };
  return { category: push.category, playerIds: playerId === null ? null : [playerId], message: () => ({ key, payload }) };
}

/** Each bettor's result of a chunk of a settled round (off unless the player turned bet results on). */
export function betResultsJob({ round, players }: DomainEvents['betsSettled']): PushJob {
  const byPlayer = new Map(players.map((p) => [p.playerId, p]));
  return {
    category: 'bets',
    playerIds: players.map((p) => p.playerId),
    message(playerId) {
      const player = byPlayer.get(playerId);
      if (!player) return undefined;
      const result = betResult(round, player);
      // A zone's newer result replaces the older one on the device.
      return { key: result.id, payload: { title: result.title, body: result.content, url: PUSH_PAGES.bets, tag: `bets-${round.zone}` } };
    },
  };
}

/** The rewards written under a reference (a round's commissions, a stake's day), as their reward history shows them. */
export async function rewardsJob(reader: Db, type: RewardType, ref: { readonly type: string; readonly id: string }): Promise<PushJob | undefined> {
  const rewards = await rewardsUnder(reader, type, ref);
  if (!rewards.length) return undefined;
  const byPlayer = new Map(rewards.map((r) => [r.playerId, r]));
  return {
    category: 'money',
    playerIds: rewards.map((r) => r.playerId),
    message(playerId) {
      const reward = byPlayer.get(playerId);
      if (!reward) return undefined;
      const body = texts.push.rewardBody(formatPoints(unitsToPoints(reward.price)), reward.note ?? '');
      // One kind of reward replaces its previous push on the device (commissions come every round).
      return { key: `reward:${type}:${ref.type}:${ref.id}:${playerId}`, payload: { title: reward.rewardName, body, url: PUSH_PAGES.rewards, tag: `reward-${type}` } };
    },
  };
}

/**
 * Hands every pushable event to `enqueue`, never waiting: the listeners return at once, so neither a
 * request nor a settlement waits for a push. Rewards are read first (their reward records), off the
 * event's path.
 */
export function listenForPushes(ctx: Pick<AppContext, 'events'>, reader: Db, enqueue: (job: PushJob) => void, onError: (error: unknown) => void): void {
  const later = (job: Promise<PushJob | undefined>) => void job.then((j) => j && enqueue(j), onError);
  ctx.events.on('notified', (event) => {
    const job = notificationJob(event);
    if (job) enqueue(job);
  });
  ctx.events.on('betsSettled', (event) => enqueue(betResultsJob(event)));
  ctx.events.on('roundCredited', ({ round }) => later(rewardsJob(reader, 'LV7', { type: 'round', id: String(round.id) })));
  ctx.events.on('rewardsPaid', ({ type, ref }) => later(rewardsJob(reader, type, ref)));
}
