import type { AuthResponse, ChangePasswordBody, LoginBody, RegisterBody, TokensResponse } from '../../../../shared/api/auth';
import { api } from '../../../api/base';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    /** The login screen's call: quiet, the screen shows refusals itself (TOTP_REQUIRED is a second step, not an error). */
    signIn: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      extraOptions: { quiet: true },
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    /** Every earlier token stops working: the answer's tokens replace them. */
    changePassword: build.mutation<TokensResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useSignInMutation, useRegisterMutation, useChangePasswordMutation } = authApi;
