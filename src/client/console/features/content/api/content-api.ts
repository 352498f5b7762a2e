import type {
  AdminBanner,
  AdminBannersResponse,
  AdminPartner,
  AdminPartnersResponse,
  CreateBannerBody,
  CreatePartnerBody,
  PublicImageResponse,
  UpdateBannerBody,
  UpdatePartnerBody,
} from '../../../../../shared/api/content';
import { api } from '../../../../api/base';

const banners = { type: 'AdminContent', id: 'banners' } as const;
const partners = { type: 'AdminContent', id: 'partners' } as const;

/**
 * /v1/admin/banners, /v1/admin/partners and /v1/admin/images: Home's content. After any answer,
 * success or refusal (another operator changed the list meanwhile), the list is read again, so it
 * always shows the server's order, never the one clicked.
 */
export const consoleContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A public image (multipart field `file`); its `url` is what a banner, partner or the popup refers to. */
    uploadPublicImage: build.mutation<PublicImageResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/admin/images', method: 'POST', body };
      },
    }),

    getAdminBanners: build.query<AdminBannersResponse, void>({ query: () => '/admin/banners', providesTags: [banners] }),
    createBanner: build.mutation<AdminBanner, CreateBannerBody>({
      query: (body) => ({ url: '/admin/banners', method: 'POST', body }),
      invalidatesTags: [banners],
    }),
    updateBanner: build.mutation<AdminBanner, { id: number; body: UpdateBannerBody }>({
      query: ({ id, body }) => ({ url: `/admin/banners/${id}`, method: 'PATCH', body }),
      invalidatesTags: [banners],
    }),
    deleteBanner: build.mutation<null, number>({ query: (id) => ({ url: `/admin/banners/${id}`, method: 'DELETE' }), invalidatesTags: [banners] }),
    /** Every id once, in the new order. */
    reorderBanners: build.mutation<AdminBannersResponse, readonly number[]>({
      query: (ids) => ({ url: '/admin/banners/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [banners],
    }),

    getAdminPartners: build.query<AdminPartnersResponse, void>({ query: () => '/admin/partners', providesTags: [partners] }),
    createPartner: build.mutation<AdminPartner, CreatePartnerBody>({
      query: (body) => ({ url: '/admin/partners', method: 'POST', body }),
      invalidatesTags: [partners],
    }),
    updatePartner: build.mutation<AdminPartner, { id: number; body: UpdatePartnerBody }>({
      query: ({ id, body }) => ({ url: `/admin/partners/${id}`, method: 'PATCH', body }),
      invalidatesTags: [partners],
    }),
    deletePartner: build.mutation<null, number>({ query: (id) => ({ url: `/admin/partners/${id}`, method: 'DELETE' }), invalidatesTags: [partners] }),
    reorderPartners: build.mutation<AdminPartnersResponse, readonly number[]>({
      query: (ids) => ({ url: '/admin/partners/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [partners],
    }),
  }),
});

export const {
  useUploadPublicImageMutation,
  useGetAdminBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useDeleteBannerMutation,
  useReorderBannersMutation,
  useGetAdminPartnersQuery,
  useCreatePartnerMutation,
  useUpdatePartnerMutation,
  useDeletePartnerMutation,
  useReorderPartnersMutation,
} = consoleContentApi;
