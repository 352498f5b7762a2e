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
} as const;
