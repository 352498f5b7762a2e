/** The game's rules, shared by the server (which enforces them) and the app (which shows them). */
import { mulDivFloor } from './money.js';

export const ZONES = ['LEVEL_1', 'LEVEL_3', 'LEVEL_5'] as const;
export type Zone = (typeof ZONES)[number];
export const DEFAULT_ZONE: Zone = 'LEVEL_3';

/** Default round lengths in seconds (ROUND_SECONDS overrides them on the server). */
export const DEFAULT_ZONE_SECONDS: Readonly<Record<Zone, number>> = { LEVEL_1: 60, LEVEL_3: 180, LEVEL_5: 300 };

/** Bets are refused this many seconds before a round ends (BET_LOCK_SECONDS overrides it). */
export const DEFAULT_BET_LOCK_SECONDS = 5;

/** Gates a bet can be placed on (spec section 3). */
export const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'] as const;
export type Gate = (typeof GATES)[number];

/** What the API accepts: the four gates, plus the Home buttons TANG/GIAM, which are CAO/THAP. */
export const GATE_INPUTS = [...GATES, 'TANG', 'GIAM'] as const;
export type GateInput = (typeof GATE_INPUTS)[number];

export function normalizeGate(input: GateInput): Gate {
  return input === 'TANG' ? 'CAO' : input === 'GIAM' ? 'THAP' : input;
}

/** Betting on a gate and its opposite in one round is refused (decisions section 3). */
export const OPPOSITE_GATE: Readonly<Record<Gate, Gate>> = { CAO: 'THAP', THAP: 'CAO', TRAI: 'PHAI', PHAI: 'TRAI' };

/** Number of digits in a round's result. */
export const RESULT_DIGITS = 5;

/**
 * Whether `gate` wins for a result of five digits: CAO first digit 5-9, THAP 0-4,
 * TRAI last digit odd, PHAI last digit even.
 */
export function gateWins(gate: Gate, result: string): boolean {
  const first = Number(result[0]);
  const last = Number(result[result.length - 1]);
  switch (gate) {
    case 'CAO':
      return first >= 5;
    case 'THAP':
      return first <= 4;
    case 'TRAI':
      return last % 2 === 1;
    case 'PHAI':
      return last % 2 === 0;
  }
}

/** The gates a result makes win (always one of CAO/THAP and one of TRAI/PHAI). */
export function winningGates(result: string): Gate[] {
  return GATES.filter((g) => gateWins(g, result));
}

/** Bet amounts in points (spec sections 5 and 9). The server's maximum is configurable (BET_MAX). */
export const BET_MIN = 10;
export const BET_DEFAULT = 100;
export const BET_STEP = 10;
export const BET_QUICK_PICKS = [100, 200, 300, 500, 1000, 2000] as const;
export const DEFAULT_BET_MAX = 1_000_000;

/** A winning bet pays amount x 1.95 by default (the `payoutBps` setting); kept as basis points. */
export const DEFAULT_PAYOUT_BPS = 19_500;
export const BPS = 10_000;

/**
 * What a winning bet pays, in units (1/10,000 point): floor(amount x payoutBps / 10,000), in integers
 * only. The one payout rule: settlement, bet outcomes, histories and the bet dialog all use it
 * (settlement's set-based SQL is held to it by a test).
 */
export function winPayout(amountUnits: number, payoutBps: number): number {
  return mulDivFloor(amountUnits, payoutBps, BPS);
}

/** Zone names shown with the first underscore as a space (spec section 2): LEVEL_1 -> "LEVEL 1". */
export function zoneDisplayName(zone: string): string {
  return zone.replace('_', ' ');
}

/** Which round of `zone` is running at `nowMs`: incId = floor(start / duration) (decisions section 3). */
export function roundAt(nowMs: number, durationSeconds: number): { incId: number; startTime: number; endTime: number } {
  const durationMs = durationSeconds * 1000;
  const incId = Math.floor(nowMs / durationMs);
  return { incId, startTime: incId * durationMs, endTime: (incId + 1) * durationMs };
}
