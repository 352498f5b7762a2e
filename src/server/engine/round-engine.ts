import type { FastifyBaseLogger } from 'fastify';
import type { Round } from '../../shared/api/rounds.js';
import { roundAt, type Zone, ZONES } from '../../shared/game.js';
import { SocketEvent, type StatusPayload, type ZoneRounds } from '../../shared/realtime.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { Realtime } from '../plugins/app/realtime.js';
import type { FairnessChains } from '../modules/rounds/chains.js';
import { toRound } from '../modules/rounds/rounds.mapper.js';
import {
  claimAnnouncement,
  creditedBy,
  dueRounds,
  insertRoundOnce,
  lastSettledRound,
  markAnnounced,
  unannouncedRounds,
} from '../modules/rounds/rounds.repository.js';
import type { RoundRow } from '../modules/rounds/rounds.table.js';
import { settleRound } from '../modules/rounds/settlement.js';

export interface EngineSettings {
  readonly zoneSeconds: Readonly<Record<Zone, number>>;
  readonly payoutBps: number;
}

/** Retry delay after a failed tick (database hiccup) and when another instance is still settling. */
const RETRY_MS = 1000;
const RECHECK_MS = 250;
/** A round its settler has not announced this long after settling is announced by the next tick. */
const ANNOUNCE_GRACE_MS = 2000;
/** Wake a little after a round's end, so its end has surely passed on this clock. */
const WAKE_AFTER_END_MS = 20;

/**
 * Runs the rounds of every zone on the wall clock (decisions section 3): opens each round
 * (idempotently, so any number of instances agree), settles every round whose end has passed
 * (exactly once, whichever instance wins), and announces it. On start it first settles every closed
 * round a crash or restart left open.
 */
export class RoundEngine {
  private readonly zones = new Map<Zone, { current: RoundRow; last: RoundRow | undefined }>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly chains: FairnessChains,
    private readonly settings: EngineSettings,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Catch-up, then the open rounds; `schedule` false leaves ticking to the caller (tests). */
  async start(schedule = true): Promise<void> {
    // A round settled just before a crash was never announced: at start, whatever its age.
    await this.tick(0);
    if (schedule) this.scheduleNext();
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  /** The open round of `zone` right now, created if no one has yet. */
  async currentRound(zone: Zone): Promise<RoundRow> {
    const { incId } = roundAt(this.clock.now(), this.settings.zoneSeconds[zone]);
    const known = this.zones.get(zone)?.current;
    if (known && known.incId === incId) return known;
    return this.openRound(zone, incId);
  }

  /** Every zone's open and last settled round, for STATUS and GET /v1/system. */
  async snapshot(): Promise<Omit<StatusPayload, 'balance'>> {
    const zones = {} as Record<Zone, { current: Round; last: Round | null }>;
    for (const zone of ZONES) {
      const current = await this.currentRound(zone);
      const last = this.zones.get(zone)?.last;
      zones[zone] = { current: toRound(current), last: last ? toRound(last) : null };
    }
    return { serverTime: this.clock.now(), zones: zones as ZoneRounds };
  }

  /**
   * One pass: settle what is due, open what is current, announce what changed, and announce rounds
   * another process settled but never announced (it died in between) once they are `graceMs` old.
   */
  tick(graceMs = ANNOUNCE_GRACE_MS): Promise<void> {
    this.running ??= this.runTick(graceMs).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runTick(graceMs: number): Promise<void> {
    const now = this.clock.now();
    const settledByUs = new Map<Zone, RoundRow>();
    const announced: number[] = [];
    for (const round of await dueRounds(this.db, now)) {
      const settlement = await settleRound(this.db, this.chains, round, this.settings.payoutBps, now);
      if (!settlement) continue; // another instance settled it
      settledByUs.set(round.zone, settlement.round);
      announced.push(round.id);
      for (const { playerId, balance } of settlement.credited) this.realtime.balance(playerId, balance);
      this.log.info({ zone: round.zone, incId: round.incId, result: settlement.round.result, bets: settlement.round.betCount }, 'round settled');
    }
    for (const zone of ZONES) {
      const current = await this.currentRound(zone);
      const last = settledByUs.get(zone) ?? (await lastSettledRound(this.db, zone));
      const previous = this.zones.get(zone);
      this.zones.set(zone, { current, last });
      const settled = settledByUs.get(zone);
      if (settled && previous?.last?.id !== settled.id) this.announceRound(settled, current);
    }
    if (announced.length) await markAnnounced(this.db, announced, this.clock.now());
    await this.announceStragglers(now - graceMs);
  }

  /** Rounds settled at or before `settledBefore` that no process announced: announced once, by whoever claims them. */
  private async announceStragglers(settledBefore: number): Promise<void> {
    for (const round of await unannouncedRounds(this.db, settledBefore)) {
      if (!(await claimAnnouncement(this.db, round.id, this.clock.now()))) continue;
      for (const { playerId, balance } of await creditedBy(this.db, round.id)) this.realtime.balance(playerId, balance);
      const zone = this.zones.get(round.zone);
      if (zone?.last?.id === round.id) this.announceRound(round, zone.current);
      this.log.warn({ zone: round.zone, incId: round.incId }, 'announced a round settled by a process that stopped before announcing it');
    }
  }

  private announceRound(settled: RoundRow, current: RoundRow): void {
    this.realtime.broadcast(SocketEvent.NEW_SESSION, { zone: settled.zone, last: toRound(settled), current: toRound(current), serverTime: this.clock.now() });
  }

  private async openRound(zone: Zone, incId: number): Promise<RoundRow> {
    const { startTime, endTime } = roundAt(incId * this.settings.zoneSeconds[zone] * 1000, this.settings.zoneSeconds[zone]);
    const { chainNo, seedHash } = await this.chains.seedFor(zone, incId);
    const round = await insertRoundOnce(this.db, { zone, incId, startTime, endTime, chainNo, seedHash });
    const entry = this.zones.get(zone);
    if (entry) entry.current = round;
    return round;
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    const now = this.clock.now();
    const ends = [...this.zones.values()].map((z) => z.current.endTime);
    // If another instance is still settling a round that has ended, look again shortly.
    const lagging = ZONES.some((zone) => {
      const entry = this.zones.get(zone);
      return entry && entry.current.startTime <= now && (entry.last?.endTime ?? 0) < entry.current.startTime && entry.last !== undefined;
    });
    const wait = Math.max(10, Math.min(...ends) - now + WAKE_AFTER_END_MS);
    this.timer = setTimeout(() => {
      this.tick().then(
        () => this.scheduleNext(),
        (err: unknown) => {
          this.log.error({ err }, 'round engine tick failed; retrying');
          if (!this.stopped) this.timer = setTimeout(() => this.scheduleNext(), RETRY_MS);
        },
      );
    }, lagging ? Math.min(wait, RECHECK_MS) : wait);
  }
}
