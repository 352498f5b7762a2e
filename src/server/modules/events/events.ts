import type { Round } from '../../../shared/api/rounds.js';
import type { Zone } from '../../../shared/game.js';
import type { RewardType } from '../../../shared/growth.js';
import type { PushCategory } from '../../../shared/push.js';
import type { ContentChangedPayload, NotificationPayload, NotificationsReadPayload } from '../../../shared/realtime.js';
import type { PlayerBalance } from '../ledger/index.js';

/**
 * What happened, as services tell it after their transaction commits. The realtime plugin is the
 * one place that turns these into socket events; services never see sockets.
 */
export interface DomainEvents {
  /** A player's balance changed (units), with its version. */
  balanceChanged: PlayerBalance;
  /** A round closed: `last` settled, `current` open, as players see them (NEW_SESSION on the wire). */
  roundClosed: { readonly zone: Zone; readonly last: Round; readonly current: Round };
  /**
   * A chunk of a round's bettors was credited and committed: each of them is told their result
   * (a NOTIFICATION carrying the bet; the inbox row is a settlement effect). Their stakes are settlement's own rows (units).
   */
  betsSettled: { readonly round: SettledRound; readonly players: readonly BettorResult[] };
  /**
   * A stored message for one player, or for everyone when `playerId` is null (the 'Thông báo' dialog).
   * With `push`, it also goes to the devices that have Web Push on (issue 32).
   */
  notified: { readonly playerId: number | null; readonly notification: NotificationPayload; readonly push?: PushRoute };
  /** A player read notifications (these ids, or all), after the commit: their other devices close them. */
  notificationsRead: { readonly playerId: number; readonly read: NotificationsReadPayload };
  /** An operator changed Home's banners or partners (after the commit). */
  contentChanged: ContentChangedPayload;
  /** A player's bet was committed (not a replayed answer): their devices show it in their lists. */
  betPlaced: { readonly playerId: number; readonly betId: number; readonly zone: Zone };
  /** A player's tokens were revoked: their open sockets must close. */
  sessionsEnded: { readonly playerId: number };
  /** One sign-in (token family) ended, signed out: the sockets opened with its tokens must close. */
  signInEnded: { readonly playerId: number; readonly family: number };
  /**
   * Every credit of a settled round is committed, its round effects' too (commissions): told by the
   * instance that finished crediting it, or that found it finished.
   */
  roundCredited: { readonly round: SettledRound };
  /** Rewards were credited and written to the reward history under this reference (a stake's day), after the commit. */
  rewardsPaid: { readonly type: RewardType; readonly ref: { readonly type: string; readonly id: string } };
}

/** What a notification is about, as Web Push sorts it, and the app's page a tap on its push opens. */
export interface PushRoute {
  readonly category: PushCategory;
  readonly url: string;
}

/** The round a `betsSettled` tells of. */
export interface SettledRound {
  readonly id: number;
  readonly zone: Zone;
  readonly incId: number;
  readonly result: string;
}

/** One bettor's part in a settled round (units): their bets, what they staked and won. */
export interface BettorResult {
  readonly playerId: number;
  readonly bets: number;
  readonly staked: number;
  readonly won: number;
}

type Listener<E extends keyof DomainEvents> = (payload: DomainEvents[E]) => void;

/** A small typed event bus: listeners run synchronously, in order; one that throws does not stop the others. */
export class EventBus {
  private readonly listeners: { [E in keyof DomainEvents]?: Array<Listener<E>> } = {};

  constructor(private readonly onListenerError: (error: unknown, event: keyof DomainEvents) => void) {}

  on<E extends keyof DomainEvents>(event: E, listener: Listener<E>): void {
    ((this.listeners[event] ??= []) as Array<Listener<E>>).push(listener);
  }

  emit<E extends keyof DomainEvents>(event: E, payload: DomainEvents[E]): void {
    for (const listener of (this.listeners[event] ?? []) as Array<Listener<E>>) {
      try {
        listener(payload);
      } catch (error) {
        this.onListenerError(error, event);
      }
    }
  }
}
