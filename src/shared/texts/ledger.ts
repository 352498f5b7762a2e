/** Texts of 'Biến động số dư', the player's own ledger (issue 30), gathered into `texts.ledger`. Ours: listed in docs/decisions/balance-history-screen.md. */
export const ledgerTexts = {
  title: 'Biến động số dư',
  /** What moved the balance, as the player reads it (the movements of a player's account only). */
  kinds: {
    DEPOSIT: 'Nạp điểm',
    BET: 'Đặt cược',
    WIN: 'Thắng cược',
    WITHDRAW_HOLD: 'Quy đổi điểm',
    WITHDRAW_REFUND: 'Hoàn điểm quy đổi',
    STAKE: 'Nạp điểm đầu tư',
    STAKE_REWARD: 'Lãi đầu tư',
    STAKE_RETURN: 'Hoàn gốc đầu tư',
    REFERRAL_REWARD: 'Hoa hồng giới thiệu',
    VIP_UNLOCK: 'Mở khoá VIP',
    AGENT_UPGRADE: 'Nâng cấp đại lý',
    BOX_PURCHASE: 'Mua hộp quà',
    BOX_REWARD: 'Thưởng hộp quà',
    ADJUSTMENT: 'Điều chỉnh số dư',
  } as Readonly<Record<string, string>>,
  balanceAfter: 'Số dư sau',
  /** What an entry came from, where the round (a bet's, a win's) is not it. */
  refs: {
    withdrawal: (id: string) => `Lệnh quy đổi #${id}`,
    deposit: (id: string) => `Lệnh nạp điểm #${id}`,
    box: (id: string) => `Hộp quà #${id}`,
    stake: (id: string) => `Gói đầu tư #${id}`,
    stakeDay: (stakeId: string, day: string) => `Gói đầu tư #${stakeId} · ngày ${day}`,
  },
} as const;
