import { useEffect, useState } from 'react';
import { texts } from '../../../shared/texts';

const t = texts.console.age;
const MINUTE_MS = 60_000;

/** How long a request has waited, as an operator reads a queue: minutes, then hours, then days. */
export function formatAge(createdAt: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(createdAt)) / MINUTE_MS));
  if (minutes < 60) return t.minutes(minutes);
  if (minutes < 24 * 60) return t.hours(Math.floor(minutes / 60));
  return t.days(Math.floor(minutes / (24 * 60)));
}

/** Now, moved on every minute: the ages of a queue left open keep counting. */
export function useMinuteClock(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}
