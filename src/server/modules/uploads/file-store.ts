import { mkdirSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import { deleteFileBlob, findFileBlob, insertFileBlob } from './file-blobs.repository.js';

/**
 * Where uploaded bytes live. `private`: players' ID photos (served only through signed URLs);
 * `public`: operators' banners and logos. Names are random and never reused.
 *
 * - `DiskFileStore`: folders under DATA_DIR (the embedded default, one instance);
 * - `DatabaseFileStore`: the `file_blobs` table, so that every instance of a deployment serves
 *   every file (the default with DATABASE_URL: no shared volume needed).
 */
export type FileArea = 'private' | 'public';

export interface FileStore {
  readonly kind: 'disk' | 'database';
  /** Stores new bytes under a new name; refuses to overwrite. */
  put(area: FileArea, name: string, bytes: Buffer, now: number): Promise<void>;
  /** The bytes, or undefined when there are none. */
  get(area: FileArea, name: string): Promise<Buffer | undefined>;
  /** Removes what `put` stored (when the row that names it could not be written). */
  remove(area: FileArea, name: string): Promise<void>;
}

export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;
  private readonly dirs: Record<FileArea, string>;

  constructor(dataDir: string) {
    // Public images beside (not inside) the folder of players' private uploads.
    this.dirs = { private: path.join(dataDir, 'uploads'), public: path.join(dataDir, 'public-images') };
    for (const dir of Object.values(this.dirs)) mkdirSync(dir, { recursive: true });
  }

  /** The folder of an area (tests look inside). */
  dir(area: FileArea): string {
    return this.dirs[area];
  }

  /**
   * Written whole under a name of its own, then linked to its name (which must not exist yet): a
   * full disk or a crash in the middle never leaves a half-written file under a name that is served.
   */
  async put(area: FileArea, name: string, bytes: Buffer): Promise<void> {
    const target = path.join(this.dirs[area], name);
    const partial = `${target}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx', mode: area === 'private' ? 0o600 : 0o644 });
      await link(partial, target);
    } finally {
      await unlink(partial).catch(() => undefined);
    }
  }

  async get(area: FileArea, name: string): Promise<Buffer | undefined> {
    return readFile(path.join(this.dirs[area], name)).catch(() => undefined);
  }

  async remove(area: FileArea, name: string): Promise<void> {
    await unlink(path.join(this.dirs[area], name)).catch(() => undefined);
  }
}

export class DatabaseFileStore implements FileStore {
  readonly kind = 'database' as const;

  constructor(private readonly db: Db) {}

  put(area: FileArea, name: string, bytes: Buffer, now: number): Promise<void> {
    return insertFileBlob(this.db, { area, name, bytes, createdAt: now });
  }

  get(area: FileArea, name: string): Promise<Buffer | undefined> {
    return findFileBlob(this.db, area, name);
  }

  remove(area: FileArea, name: string): Promise<void> {
    return deleteFileBlob(this.db, area, name);
  }
}
