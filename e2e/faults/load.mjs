// Bets flowing from a few dozen players, as the app sends them: a bet that gets no answer, 502 or
// 503 is sent again with the same Idempotency-Key (until its answer, or 60 s); every attempt is
// recorded (when, how long, what status), so a fault's figures can be read from them afterwards.
import { randomUUID } from 'node:crypto';
import { sleep } from '../cluster/cluster.mjs';

/** What the app resends (no answer, a proxy's 502, 503). */
const RESENT = new Set([0, 502, 503]);
/** Refusals the app shows, not failures: the lock before a round ends (409), no points left (400). */
const REFUSED = new Set([400, 409]);

export class BetFlow {
  constructor(baseUrl, players, { stake, zone = 'LEVEL_1', pauseMs = 120 } = {}) {
    this.baseUrl = baseUrl;
    this.players = players;
    this.stake = stake;
    this.zone = zone;
    this.pauseMs = pauseMs;
    /** Every attempt: { at, ms, status, code }. */
    this.attempts = [];
    /** Bets answered 2xx: { key, id, playerId, at }. */
    this.accepted = [];
    /** Answers that are neither a placement, a refusal nor a retriable unavailability (a 500...). */
    this.failures = [];
    /** Bets given up after 60 s of retries. */
    this.givenUp = 0;
    /** Bets refused after at least one attempt without an answer or with a 503: { key, playerId, statuses, code }. */
    this.refusedAfterRetry = [];
    this.running = false;
    this.paused = undefined;
    this.loops = [];
  }

  start() {
    this.running = true;
    this.loops = this.players.map((p) => this.loop(p));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Stops sending until `resume()`; resolves once nothing is in flight. */
  async pause() {
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    this.paused = { gate, release, idle: 0 };
    await new Promise((resolve) => {
      const check = () => (this.paused.idle >= this.players.length ? resolve() : setTimeout(check, 20));
      check();
    });
  }

  resume() {
    const paused = this.paused;
    this.paused = undefined;
    paused?.release();
  }

  async loop(player) {
    while (this.running) {
      if (this.paused) {
        const paused = this.paused;
        paused.idle += 1;
        await paused.gate;
        continue;
      }
      await this.bet(player);
      await sleep(this.pauseMs);
    }
  }

  async bet(player) {
    const key = randomUUID();
    const first = Date.now();
    for (let attempt = 0; Date.now() - first < 60_000; attempt++) {
      const at = Date.now();
      let status = 0;
      let body;
      // The client gives up after 10 s. An AbortController and a timer of our own, not
      // AbortSignal.timeout: Node holds that signal weakly and undici's request follows it weakly, so
      // after a garbage collection it may never abort (nodejs/node#55428).
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), 10_000);
      try {
        const res = await fetch(`${this.baseUrl}/v1/bets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}`, 'idempotency-key': key },
          body: JSON.stringify({ zone: this.zone, gate: player.gate, amount: this.stake, game: ' ' }),
          signal: abort.signal,
        });
        status = res.status;
        body = await res.json().catch(() => undefined);
      } catch {
        status = 0;
      } finally {
        clearTimeout(timer);
      }
      const done = Date.now();
      this.attempts.push({ key, at, done, ms: done - at, status, code: body?.code });
      if (status === 201) {
        this.accepted.push({ key, id: body.bet.id, playerId: player.id, at: done });
        return;
      }
      if (REFUSED.has(status)) {
        if (attempt > 0) this.refusedAfterRetry.push({ key, playerId: player.id, statuses: this.attempts.filter((a) => a.key === key).map((a) => a.status), code: body?.code });
        return;
      }
      if (!RESENT.has(status)) {
        this.failures.push({ status, body, at });
        return;
      }
      await sleep(Math.min(250 * (attempt + 1), 1000));
    }
    this.givenUp += 1;
    this.givenUpKeys = [...(this.givenUpKeys ?? []), { key, playerId: player.id, attempts: this.attempts.filter((a) => a.key === key).map((a) => `${a.at % 1_000_000}:${a.status}:${a.code ?? ''}:${a.ms}`) }];
  }

  /**
   * A fault's figures from the attempts answered from `from` on: the seconds from the first to the last
   * answer that was not a bet's (503, 502, none), the seconds from `restoredAt` (the fault undone)
   * to the first bet placed after it, and the slowest answer.
   */
  figures(from, restoredAt) {
    // Those in flight when the fault came count too: they are the ones it catches.
    const window = this.attempts.filter((a) => a.done >= from);
    const unavailable = window.filter((a) => RESENT.has(a.status));
    const seconds503 = unavailable.length ? (Math.max(...unavailable.map((a) => a.done)) - Math.min(...unavailable.map((a) => a.at))) / 1000 : 0;
    const servedAgain = window.filter((a) => a.status === 201 && a.done >= restoredAt).reduce((min, a) => Math.min(min, a.done), Infinity);
    return {
      seconds503,
      unavailableAnswers: unavailable.length,
      servedAgainSeconds: servedAgain === Infinity ? Infinity : Math.max(0, servedAgain - restoredAt) / 1000,
      slowestAnswerMs: Math.max(0, ...window.map((a) => a.ms)),
      /**
       * The longest wait from the fault (or a later sending) to an answer: what the fault made a
       * player wait. A bet in flight when it came had already waited its ordinary time (up to 3-4 s
       * with a synchronous standby on this loaded machine), which `slowestAnswerMs` includes.
       */
      slowestSinceFaultMs: Math.max(0, ...window.map((a) => a.done - Math.max(a.at, from))),
      /** The three slowest: `ms:status` and when each was sent, from `from` (ms). */
      slowest: [...window].sort((a, b) => b.ms - a.ms).slice(0, 3).map((a) => `${a.ms}:${a.status}@${a.at - from}`),
      statuses: Object.fromEntries([...new Set(window.map((a) => a.status))].map((s) => [s, window.filter((a) => a.status === s).length])),
    };
  }
}
