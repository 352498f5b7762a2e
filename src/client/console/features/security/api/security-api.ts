import type { TotpStatusResponse } from '../../../../../shared/api/admin-operators';
import type { TotpConfirmBody, TotpConfirmResponse, TotpEnrolResponse } from '../../../../../shared/api/admin-players';
import { api } from '../../../../api/base';

/** /v1/admin/totp: the signed-in operator's own second factor. */
export const consoleSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotpStatus: build.query<TotpStatusResponse, void>({
      query: () => '/admin/totp',
      providesTags: ['AdminTotp'],
    }),
    enrolTotp: build.mutation<TotpEnrolResponse, void>({
      query: () => ({ url: '/admin/totp/enrol', method: 'POST', body: {} }),
    }),
    /**
     * Invalidates nothing: the recovery codes are on screen until the operator says they saved
     * them, and only then is the status (and with it the rest of the console) fetched again.
     */
    confirmTotp: build.mutation<TotpConfirmResponse, TotpConfirmBody>({
      query: (body) => ({ url: '/admin/totp/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useGetTotpStatusQuery, useEnrolTotpMutation, useConfirmTotpMutation } = consoleSecurityApi;
