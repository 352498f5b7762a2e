/** Texts of the account area: profile, bank, verification, withdrawals, histories (gathered into `texts.accountArea`). */
export const accountTexts = {
} as const;
