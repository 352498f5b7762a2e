import type { FastifyBaseLogger } from 'fastify';
import type { Round } from '../../shared/api/rounds.js';
import { roundAt, type Zone, ZONES } from '../../shared/game.js';
import type { ZoneRounds } from '../../shared/realtime.js';
import { inBackground } from '../db/availability.js';
import type { Metrics } from '../lib/metrics.js';
import type { AppContext } from '../modules/context.js';
import { creditedBy } from '../modules/ledger/index.js';
import { claimAnnouncement, claimSettlement, creditSettlement, dueRounds, type FairnessChains, lastSettledRound, markAnnounced, type OpenRound, openRoundOnce, type RoundRow, type SettlementEffect, toRound, unannouncedRounds, unfinishedSettlements } from '../modules/rounds/index.js';

/** Retry delay after a failed tick (a database hiccup). */
const RETRY_MS = 1000;
/** How soon to look again when another instance had claimed a due round but not yet committed it. */
const SETTLING_ELSEWHERE_RECHECK_MS = 250;
/** A round its settler has not announced this long after settling is announced by the next tick. */
const ANNOUNCE_GRACE_MS = 2000;
/** Wake a little after a round's end, so its end has surely passed on this clock. */
const WAKE_AFTER_END_MS = 20;

/** The round snapshot of STATUS and GET /v1/system. */
export interface RoundsSnapshot {
  readonly serverTime: number;
  readonly zones: ZoneRounds;
}

/**
 * Runs the rounds of every zone on the wall clock (decisions section 3): opens each round
 * (idempotently, so any number of instances agree) with the payout rate in force, settles every
 * round whose end has passed (exactly once, whichever instance wins), and tells the app what
 * happened (`roundClosed`, `balanceChanged`). On start it first settles every closed round a crash
 * or restart left open, and announces what a stopped process settled but never announced.
 */
export class RoundEngine {
  private readonly zones = new Map<Zone, { current: OpenRound; last: RoundRow | undefined }>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** A due round another instance had claimed but not committed when this one looked. */
  private settlingElsewhere = false;
  /**
   * When a round another instance settled would be due for announcing here, had it not announced
   * it by then (it died in between): the next tick is no later, instead of the next round's end.
   */
  private announceCheckAt: number | undefined;
  /** Rounds this process claimed whose credits are not done yet (a failed pass is retried by the next tick). */
  private readonly owed = new Map<number, RoundRow>();
  /** When this process claimed each round it still credits (performance.now(), ms): the settlement's duration. */
  private readonly claimedAt = new Map<number, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly chains: FairnessChains,
    private readonly zoneSeconds: Readonly<Record<Zone, number>>,
    private readonly effects: readonly SettlementEffect[],
    private readonly log: FastifyBaseLogger,
    /** Where settlements are counted and timed (absent in unit tests). */
    private readonly metrics?: Metrics,
  ) {}

  /** Catch-up, then the open rounds; `schedule` false leaves ticking to the caller (tests). */
  async start(schedule = true): Promise<void> {
    // A round settled just before a crash was never announced (or not fully credited): at start, whatever its age.
    await inBackground(() => this.tick(0));
    if (schedule) this.scheduleNext();
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  /** The open round of `zone` right now, created if no one has yet. */
  async currentRound(zone: Zone): Promise<OpenRound> {
    const { incId } = roundAt(this.ctx.clock.now(), this.zoneSeconds[zone]);
    const known = this.zones.get(zone)?.current;
    if (known && known.incId === incId) return known;
    return this.openRound(zone, incId);
  }

  /** Every zone's open and last settled round. */
  async snapshot(): Promise<RoundsSnapshot> {
    const zones = {} as Record<Zone, { current: Round; last: Round | null }>;
    for (const zone of ZONES) {
      const current = await this.currentRound(zone);
      const last = this.zones.get(zone)?.last;
      zones[zone] = { current: toRound(current), last: last ? toRound(last) : null };
    }
    return { serverTime: this.ctx.clock.now(), zones };
  }

  /**
   * One pass: claim what is due (each claim fixes a round's result in one short transaction), open
   * what is current, announce the results at once, then credit the winners of the rounds claimed
   * (chunk by chunk, each chunk's balances announced as it commits); then finish the credits and the
   * announcements of rounds another process claimed but left unfinished (it died in between) once
   * they are `graceMs` old.
   */
  tick(graceMs = ANNOUNCE_GRACE_MS): Promise<void> {
    this.running ??= this.runTick(graceMs).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runTick(graceMs: number): Promise<void> {
    const now = this.ctx.clock.now();
    const settledByUs = new Map<Zone, RoundRow>();
    const claimed: RoundRow[] = [];
    const claimedElsewhere: RoundRow[] = [];
    for (const round of await dueRounds(this.ctx.db, now)) {
      const claimStart = performance.now();
      const settled = await claimSettlement(this.settlementDeps(), this.chains, round, now);
      if (!settled) {
        claimedElsewhere.push(round);
        continue;
      }
      settledByUs.set(round.zone, settled);
      claimed.push(settled);
      // Counted by the one instance whose claim fixed the result: summed over instances, the rounds settled.
      this.metrics?.roundsSettled.inc({ zone: settled.zone });
      this.claimedAt.set(settled.id, claimStart);
    }
    for (const zone of ZONES) {
      const current = await this.currentRound(zone);
      const last = settledByUs.get(zone) ?? (await lastSettledRound(this.ctx.db, zone));
      const previous = this.zones.get(zone);
      this.zones.set(zone, { current, last });
      const settled = settledByUs.get(zone);
      if (settled && previous?.last?.id !== settled.id) this.ctx.events.emit('roundClosed', { zone, last: toRound(settled), current: toRound(current) });
    }
    // Claimed by another instance yet not visible as settled: it has not committed; look again soon.
    this.settlingElsewhere = claimedElsewhere.some((round) => (this.zones.get(round.zone)?.last?.incId ?? -1) < round.incId);
    // Settled by another instance and not announced yet: look again once its grace is over, so that
    // a settler that died before announcing is covered within seconds, not at the next round's end.
    this.announceCheckAt = undefined;
    for (const zone of ZONES) {
      const last = this.zones.get(zone)?.last;
      if (!last || settledByUs.has(zone) || last.announcedAt !== null || last.settledAt === null) continue;
      const due = last.settledAt + ANNOUNCE_GRACE_MS + WAKE_AFTER_END_MS;
      if (due > now) this.announceCheckAt = Math.min(this.announceCheckAt ?? due, due);
    }
    if (claimed.length) await markAnnounced(this.ctx.db, claimed.map((r) => r.id), this.ctx.clock.now());
    for (const round of claimed) this.owed.set(round.id, round);
    for (const round of [...this.owed.values()]) await this.credit(round);
    // Another process's, once old enough that it is surely not crediting them any more.
    for (const round of await unfinishedSettlements(this.ctx.db, now - graceMs)) await this.credit(round);
    await this.announceStragglers(now - graceMs);
  }

  private settlementDeps() {
    return { db: this.ctx.db, ledger: this.ctx.ledger, clock: this.ctx.clock, effects: this.effects };
  }

  /**
   * Credits a claimed round's winners, announcing each chunk's balances once it commits, then its
   * bettors' results (from the chunk's own rows: no query more, nothing held in a transaction).
   */
  private async credit(round: RoundRow): Promise<void> {
    const settled = { id: round.id, zone: round.zone, incId: round.incId, result: round.result ?? '' };
    await creditSettlement(this.settlementDeps(), round, (balances, players) => {
      for (const balance of balances) this.ctx.events.emit('balanceChanged', balance);
      if (players.length) this.ctx.events.emit('betsSettled', { round: settled, players });
    });
    this.ctx.events.emit('roundCredited', { round: settled });
    this.owed.delete(round.id);
    const claimedAt = this.claimedAt.get(round.id);
    this.claimedAt.delete(round.id);
    if (claimedAt !== undefined && this.metrics) {
      this.metrics.settlementDuration.observe({ zone: round.zone }, (performance.now() - claimedAt) / 1000);
      this.metrics.settlementLag.observe({ zone: round.zone }, Math.max(0, this.ctx.clock.now() - round.endTime) / 1000);
    }
    this.log.info({ zone: round.zone, incId: round.incId, result: round.result, bets: round.betCount }, 'round settled');
  }

  /** Rounds settled at or before `settledBefore` that no process announced: announced once, by whoever claims them. */
  private async announceStragglers(settledBefore: number): Promise<void> {
    for (const round of await unannouncedRounds(this.ctx.db, settledBefore)) {
      if (!(await claimAnnouncement(this.ctx.db, round.id, this.ctx.clock.now()))) continue;
      for (const balance of await creditedBy(this.ctx.db, 'WIN', { type: 'round', id: round.id })) this.ctx.events.emit('balanceChanged', balance);
      // Its NEW_SESSION only while it is still the zone's last: a newer round's already replaced it.
      const zone = this.zones.get(round.zone);
      const current = zone?.last?.id === round.id;
      if (current) this.ctx.events.emit('roundClosed', { zone: round.zone, last: toRound(round), current: toRound(zone.current) });
      this.log.warn(
        { zone: round.zone, incId: round.incId },
        current
          ? 'announced a round settled by a process that stopped before announcing it'
          : 'announced the balances of a round settled by a process that stopped before announcing it (a newer round had already replaced its NEW_SESSION)',
      );
    }
  }

  private async openRound(zone: Zone, incId: number): Promise<OpenRound> {
    const seconds = this.zoneSeconds[zone];
    const { startTime, endTime } = roundAt(incId * seconds * 1000, seconds);
    const { chainNo, seedHash } = await this.chains.seedFor(zone, incId);
    // The rate in force when the round opens is the one its bets settle at.
    const round = await openRoundOnce(this.ctx.db, { zone, incId, startTime, endTime, chainNo, seedHash, payoutBps: this.ctx.settings.get('payoutBps') });
    const entry = this.zones.get(zone);
    if (entry) entry.current = round;
    return round;
  }

  /**
   * How long until the next tick: the nearest round end; soon when another instance is
   * mid-settlement; at the end of the grace of a round another instance settled and has not announced.
   */
  nextWake(): number {
    const now = this.ctx.clock.now();
    const ends = [...this.zones.values()].map((z) => z.current.endTime);
    const wait = Math.max(10, Math.min(Math.min(...ends) + WAKE_AFTER_END_MS, this.announceCheckAt ?? Infinity) - now);
    return this.settlingElsewhere ? Math.min(wait, SETTLING_ELSEWHERE_RECHECK_MS) : wait;
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      // While the database is away each tick fails at once (or at its deadline) and the next is
      // one timer later: one tick at a time, no timers or connections pile up.
      inBackground(() => this.tick()).then(
        () => this.scheduleNext(),
        (err: unknown) => {
          this.log.error({ err }, 'round engine tick failed; retrying');
          if (!this.stopped) this.timer = setTimeout(() => this.scheduleNext(), RETRY_MS);
        },
      );
    }, this.nextWake());
  }
}
