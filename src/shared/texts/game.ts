/** Texts of rounds, betting, Home, Trend and fairness (gathered into `texts.game`). */
export const gameTexts = {
} as const;
