// Player facts both sides need; no schema runtime here (the client imports this).

/** The public player ID is the internal id plus this offset, so that it reads as six digits. */
export const PUBLIC_ID_OFFSET = 100_000;
