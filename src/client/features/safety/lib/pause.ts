import dayjs from 'dayjs';
import type { PAUSE_DURATIONS, PauseKind } from '../../../../shared/api/safety';

export type PauseDuration = (typeof PAUSE_DURATIONS)[PauseKind][number];

const LENGTHS: Record<PauseDuration, [number, dayjs.ManipulateType]> = {
  '24H': [24, 'hour'],
  '7D': [7, 'day'],
  '30D': [30, 'day'],
  '6M': [6, 'month'],
  '1Y': [1, 'year'],
  '5Y': [5, 'year'],
};

/** When a pause started now would end, as the confirmation states it (the server's own end is shown once it runs). */
export function pauseEndsAt(duration: PauseDuration, nowMs = Date.now()): number {
  const [amount, unit] = LENGTHS[duration];
  return dayjs(nowMs).add(amount, unit).valueOf();
}
