import { Type, type Static } from '@sinclair/typebox';

/** Largest file POST /v1/upload accepts. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** What it accepts, recognised by the bytes of the file, not its name or declared type. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

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
