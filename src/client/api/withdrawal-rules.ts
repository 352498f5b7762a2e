import type { WithdrawalRules } from '../../shared/api/withdrawals';
import { snapshotKeys } from '../stores/offline-slice';
import { saveSnapshotOf } from '../stores/save-snapshot';
import { api } from './base';

/**
 * GET /v1/withdrawals/rules: the minimum, the fee tiers and the VND rate in force. Shared because
 * two features show them: the withdrawal screen (its checks and quote) and Home's terms (the fee
 * section), which features cannot share otherwise. Read again on every mount, so a change an
 * operator made shows the next time either opens.
 */
export const withdrawalRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWithdrawalRules: build.query<WithdrawalRules, void>({
      query: () => '/withdrawals/rules',
      // Kept, so that the withdrawal form opened offline still shows the fee and the net amount.
      onQueryStarted: saveSnapshotOf<WithdrawalRules, void>(snapshotKeys.withdrawalRules),
    }),
  }),
});

export const { useGetWithdrawalRulesQuery } = withdrawalRulesApi;
