// Responsible play ('Chơi có trách nhiệm') choices, enforced by the server (decisions section 10).
// No schema runtime here: the client imports these; the schemas in api/safety.ts build on them.

export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const PAUSE_KINDS = ['COOL_OFF', 'EXCLUSION'] as const;
/** Cool-off: 24 hours, 7 or 30 days. Self-exclusion: 6 months, 1 or 5 years. Neither can be undone before it ends. */
export const PAUSE_DURATIONS = { COOL_OFF: ['24H', '7D', '30D'], EXCLUSION: ['6M', '1Y', '5Y'] } as const;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
