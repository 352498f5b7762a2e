import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';

/** What a probe writes: more than a batch of bets adds to SQLite's WAL. */
const PROBE_BYTES = 1024 * 1024;

/**
 * Resolves when `dir`'s disk takes `PROBE_BYTES` more (written, synced, then removed), throws its
 * ENOSPC (or EDQUOT, EIO) otherwise: how an away SQLite database learns that space came back.
 */
export async function roomToWrite(dir: string): Promise<void> {
  const file = path.join(dir, `.room-probe-${randomBytes(4).toString('hex')}`);
  const handle = await open(file, 'wx');
  try {
    await handle.write(Buffer.alloc(PROBE_BYTES));
    await handle.sync();
  } finally {
    await handle.close();
    await unlink(file).catch(() => undefined);
  }
}
