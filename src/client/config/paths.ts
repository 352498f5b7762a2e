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
  /** How results are made and checked (decisions section 3). */
  fairness: '/fairness',
} as const;
