import type { Generated, Selectable } from 'kysely';

/** Row of `uploads`: a stored file (random name under DATA_DIR/uploads) and the player who sent it. */
export interface UploadsTable {
  id: Generated<number>;
  playerId: number;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: number;
}

export type UploadRow = Selectable<UploadsTable>;
