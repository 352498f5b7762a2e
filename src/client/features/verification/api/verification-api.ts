import type { Player, VerificationBody } from '../../../../shared/api/players';
import type { UploadResponse } from '../../../../shared/api/uploads';
import { api } from '../../../api/base';
import { profileUpdated } from '../../../stores/auth-slice';

export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /v1/upload, multipart field `file`: a short-lived signed URL of the stored photo. */
    uploadFile: build.mutation<UploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/upload', method: 'POST', body };
      },
    }),
    /** PATCH /v1/players/{id}/upload: asks for verification with the two photos. */
    submitVerification: build.mutation<Player, { id: number; body: VerificationBody }>({
      query: ({ id, body }) => ({ url: `/players/${id}/upload`, method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(profileUpdated(result.data));
      },
    }),
  }),
});

export const { useUploadFileMutation, useSubmitVerificationMutation } = verificationApi;
