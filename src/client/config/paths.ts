/** Every route of the app, in one place (spec section 2). */
export const paths = {
  auth: {
    home: '/auth',
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
  },
  home: '/',
  trend: '/trend',
  account: '/account',
  accountVerify: '/account-verify',
  exchangePoint: '/exchange-point',
  profile: '/profile',
  banking: '/banking',
  historyPlay: '/history-play',
  historyDeposit: '/history-deposit',
  historyWithdraw: '/history-withdraw',
  /** 'Biến động số dư': the player's own ledger (issue 30). */
  historyBalance: '/history-balance',
  generateData: '/generate-data',
  /** Staking 'Nạp điểm đầu tư', referrals and the gift history (spec section 2). */
  staking: '/staking',
  reference: '/reference',
  referList: '/refer-list',
  historyGift: '/history-gift',
  /** How results are made and checked (decisions section 3). */
  fairness: '/fairness',
  /** The notifications inbox and responsible play (docs/decisions/notifications-inbox.md, loss-limits-count-at-placement.md). */
  notifications: '/notifications',
  responsiblePlay: '/responsible-play',
  /** The operator console (docs/decisions/console-is-its-own-lazy-app.md): its own lazily loaded chunk. */
  admin: {
    home: '/admin',
    withdrawals: '/admin/withdrawals',
    verifications: '/admin/verifications',
    deposits: '/admin/deposits',
    settings: '/admin/settings',
    dashboard: '/admin/dashboard',
    players: '/admin/players',
    player: (id: number | string) => `/admin/players/${id}`,
    content: '/admin/content',
    broadcast: '/admin/broadcast',
    rounds: '/admin/rounds',
    audit: '/admin/audit',
    operators: '/admin/operators',
    security: '/admin/security',
  },
} as const;
