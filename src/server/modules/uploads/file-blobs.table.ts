/** Row of `file_blobs`: an uploaded file's bytes, when files live in the database (modules/uploads/file-store). */
export interface FileBlobsTable {
  area: string;
  name: string;
  bytes: Buffer;
  createdAt: number;
}
