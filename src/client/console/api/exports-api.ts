import type { ExportLinkBody, ExportLinkResponse } from '../../../shared/api/admin-exports';
import { api } from '../../api/base';

/** POST /v1/admin/exports/link: a one-minute link that opens one CSV export (every console table's download). */
export const exportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportLink: build.mutation<ExportLinkResponse, ExportLinkBody>({
      query: (body) => ({ url: '/admin/exports/link', method: 'POST', body }),
    }),
  }),
});

export const { useExportLinkMutation } = exportsApi;
