import { PLAY_SESSION_STORAGE_KEY } from '../../../config/constants';

let inMemory: number | undefined;

/**
 * When this tab's play session began (epoch ms): the first time it is asked after a sign-in (or
 * after the tab opened with a saved session). Kept in sessionStorage, so a reload continues the
 * session and a new tab starts its own; sign-out removes it (lib/saved-session).
 */
export function playSessionStart(nowMs = Date.now()): number {
  try {
    const saved = Number(sessionStorage.getItem(PLAY_SESSION_STORAGE_KEY));
    if (saved > 0 && saved <= nowMs) return saved;
    sessionStorage.setItem(PLAY_SESSION_STORAGE_KEY, String(nowMs));
    return nowMs;
  } catch {
    inMemory ??= nowMs;
    return inMemory;
  }
}

/** This tab's play session as one page sees it: when it began, and when this page took it up. */
export interface PlaySessionClock {
  since: number;
  openedAt: number;
}

/**
 * Read once when the signed-in shell first renders, not when the reality check mounts (a task later,
 * or later still on a busy phone): time played while the check was being set up still counts.
 */
export function playSessionClock(nowMs = Date.now()): PlaySessionClock {
  return { since: playSessionStart(nowMs), openedAt: nowMs };
}

/** Whole intervals of `minutes` played since the session's start. */
export function checksDue(sinceMs: number, minutes: number, nowMs = Date.now()): number {
  return Math.floor(Math.max(0, nowMs - sinceMs) / (minutes * 60_000));
}

/**
 * Milliseconds until the next reality check, every `minutes` counted from the session's start, after
 * `acknowledged` of them were seen. 0 when one is overdue: the interval was learnt late, or the tab
 * slept (timers of a hidden tab are held back), so the check comes as soon as the app can show it.
 */
export function msUntilNextCheck(sinceMs: number, minutes: number, acknowledged: number, nowMs = Date.now()): number {
  return Math.max(0, sinceMs + (acknowledged + 1) * minutes * 60_000 - nowMs);
}

/** A duration as the reality check says it: '15 phút', '1 giờ 5 phút'. */
export function playedMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.floor(ms / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
