import type { ListRefsResponse, ReferralSummary, UpgradeResponse } from '../../../../shared/api/growth';
import type { ReferralLevel } from '../../../../shared/growth';
import { api } from '../../../api/base';
import { balanceChanged, profileUpdated } from '../../../stores/auth-slice';

export interface ReferralsArgs {
  readonly playerId: number;
  readonly childLevel: ReferralLevel;
  readonly page: number;
  readonly limit: number;
}

export interface UpgradeArgs {
  readonly playerId: number;
  /** Made when the prompt opens: a double tap or a retry pays the price once. */
  readonly idempotencyKey: string;
}

/** The player the upgrade answered with (its new flag) and the balance it left. */
async function applyUpgrade(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: UpgradeResponse }>) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (!data) return;
  dispatch(profileUpdated(data.player));
  dispatch(balanceChanged({ balance: data.balance, balanceVersion: data.balanceVersion }));
}

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/players/{id}/referrals: the code, commissions today and in all, the downline per level. */
    getReferralSummary: build.query<ReferralSummary, number>({
      query: (playerId) => `/players/${playerId}/referrals`,
      providesTags: ['Referrals'],
    }),
    /** GET /v1/players/{id}/list-refs: one page of one level; F2..F7 need VIP (403 otherwise). */
    getReferrals: build.query<ListRefsResponse, ReferralsArgs>({
      query: ({ playerId, ...params }) => ({ url: `/players/${playerId}/list-refs`, params }),
      providesTags: ['Referrals'],
    }),
    /** POST /v1/players/{id}/unlock: VIP, which opens levels F2..F7. */
    unlockVip: build.mutation<UpgradeResponse, UpgradeArgs>({
      query: ({ playerId, idempotencyKey }) => ({ url: `/players/${playerId}/unlock`, method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (result) => (result ? ['Ledger'] : []),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyUpgrade(dispatch, queryFulfilled),
    }),
    /** POST /v1/players/{id}/earn: agent, who earns commissions on the downline's bets. */
    upgradeAgent: build.mutation<UpgradeResponse, UpgradeArgs>({
      query: ({ playerId, idempotencyKey }) => ({ url: `/players/${playerId}/earn`, method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (result) => (result ? ['Ledger', 'Referrals'] : []),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyUpgrade(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetReferralSummaryQuery, useGetReferralsQuery, useUnlockVipMutation, useUpgradeAgentMutation } = referralsApi;
