import type {
  AdjustmentBody,
  AdjustmentResponse,
  AdminPlayerBetsQuery,
  AdminPlayerBetsResponse,
  AdminPlayerDetail,
  AdminPlayerLedgerQuery,
  AdminPlayerLedgerResponse,
  AdminPlayerLockResponse,
  AdminPlayersQuery,
  AdminPlayersResponse,
  AdminPlayerStakesResponse,
  TemporaryPasswordResponse,
} from '../../../../../shared/api/admin-players';
import { api } from '../../../../api/base';

/**
 * /v1/admin/players: search, one player's detail, ledger, bets and stakes, and the actions on them.
 * Every read provides `AdminPlayers`; every action invalidates it, answered or refused, so what the
 * screens show after one is the server's state (a refusal may mean someone else acted meanwhile).
 */
export const consolePlayersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPlayers: build.query<AdminPlayersResponse, AdminPlayersQuery>({
      query: (params) => ({ url: '/admin/players', params }),
      providesTags: ['AdminPlayers'],
    }),
    getAdminPlayer: build.query<AdminPlayerDetail, number>({
      query: (id) => `/admin/players/${id}`,
      providesTags: ['AdminPlayers'],
    }),
    getAdminPlayerLedger: build.query<AdminPlayerLedgerResponse, AdminPlayerLedgerQuery & { id: number }>({
      query: ({ id, ...params }) => ({ url: `/admin/players/${id}/ledger`, params }),
      providesTags: ['AdminPlayers'],
    }),
    getAdminPlayerBets: build.query<AdminPlayerBetsResponse, AdminPlayerBetsQuery & { id: number }>({
      query: ({ id, ...params }) => ({ url: `/admin/players/${id}/bets`, params }),
      providesTags: ['AdminPlayers'],
    }),
    getAdminPlayerStakes: build.query<AdminPlayerStakesResponse, number>({
      query: (id) => `/admin/players/${id}/stakes`,
      providesTags: ['AdminPlayers'],
    }),
    setAdminPlayerLocked: build.mutation<AdminPlayerLockResponse, { id: number; locked: boolean }>({
      query: ({ id, locked }) => ({ url: `/admin/players/${id}/${locked ? 'lock' : 'unlock'}`, method: 'POST', body: {} }),
      invalidatesTags: ['AdminPlayers'],
    }),
    /** The answer is shown once: the caller keeps it in its own state and resets the mutation. */
    createTemporaryPassword: build.mutation<TemporaryPasswordResponse, number>({
      query: (id) => ({ url: `/admin/players/${id}/temporary-password`, method: 'POST', body: {} }),
      invalidatesTags: ['AdminPlayers'],
    }),
    adjustAdminPlayerBalance: build.mutation<AdjustmentResponse, AdjustmentBody & { id: number; idempotencyKey: string }>({
      query: ({ id, idempotencyKey, ...body }) => ({ url: `/admin/players/${id}/adjustments`, method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['AdminPlayers'],
    }),
  }),
});

export const {
  useGetAdminPlayersQuery,
  useGetAdminPlayerQuery,
  useGetAdminPlayerLedgerQuery,
  useGetAdminPlayerBetsQuery,
  useGetAdminPlayerStakesQuery,
  useSetAdminPlayerLockedMutation,
  useCreateTemporaryPasswordMutation,
  useAdjustAdminPlayerBalanceMutation,
} = consolePlayersApi;
