import { Type, type Static } from '@sinclair/typebox';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../uploads.js';

export { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES };

/** POST /v1/upload (multipart field `file`): a short-lived signed URL of the stored file (spec section 3). */
export const UploadResponse = Type.Object({ fileUrl: Type.String() });
export type UploadResponse = Static<typeof UploadResponse>;

/** GET /v1/files/{name}: the signature's query; without a valid one the file is not served. */
export const FileQuery = Type.Object(
  {
    o: Type.Optional(Type.String({ maxLength: 20, description: 'Owner id' })),
    e: Type.Optional(Type.String({ maxLength: 20, description: 'Expiry, epoch seconds' })),
    s: Type.Optional(Type.String({ maxLength: 100, description: 'HMAC signature' })),
  },
  { additionalProperties: false },
);
export type FileQuery = Static<typeof FileQuery>;
