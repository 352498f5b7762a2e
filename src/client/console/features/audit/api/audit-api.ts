import type { AuditLogResponse, AuditQuery } from '../../../../../shared/api/audit';
import { api } from '../../../../api/base';

/** /v1/admin/audit: the append-only audit log, filtered and paginated on the server. */
export const consoleAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogResponse, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params }),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const { useGetAuditLogQuery } = consoleAuditApi;
