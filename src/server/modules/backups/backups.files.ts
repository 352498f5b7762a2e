import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { decryptFile, encryptFile, sha256File } from './backups.crypto.js';
import type { ManifestFile } from './backups.manifest.js';

/** The secrets the server generates into DATA_DIR (config.ts, push-config.ts), by file name and the variable that replaces each. */
export const SECRET_FILES = [
  { file: 'jwt-secret', env: 'JWT_SECRET' },
  { file: 'fairness-secret', env: 'FAIRNESS_SECRET' },
  { file: 'vapid-keys.json', env: 'VAPID_PRIVATE_KEY' },
] as const;

/** Folders of DATA_DIR holding uploaded files when they live on disk (modules/uploads/file-store.ts). */
export const UPLOAD_DIRS = ['uploads', 'public-images'] as const;

/** Every file under `dir`, as paths relative to it with `/`. */
export function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** Copies `from` into the snapshot at `name`, encrypting it with `key` when given. */
export async function store(from: string, folder: string, name: string, key: string | undefined): Promise<void> {
  const to = path.join(folder, name);
  mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
  if (key) await encryptFile(from, to, key);
  else copyFileSync(from, to);
  chmodSync(to, 0o600);
}

/** Encrypts a file of the snapshot in place (the database, written there by its tool). */
export async function sealInPlace(file: string, key: string): Promise<void> {
  await encryptFile(file, `${file}.sealing`, key);
  rmSync(file);
  renameSync(`${file}.sealing`, file);
}

/** The manifest's entry for a stored file. */
export async function describe(folder: string, name: string): Promise<ManifestFile> {
  const file = path.join(folder, name);
  return { name, sha256: await sha256File(file), bytes: statSync(file).size };
}

/** Files of the snapshot that are missing or not the bytes the manifest names (empty when all match). */
export async function mismatches(folder: string, files: readonly ManifestFile[]): Promise<string[]> {
  const problems: string[] = [];
  for (const f of files) {
    const file = path.join(folder, f.name);
    if (f.name.split('/').includes('..') || path.isAbsolute(f.name)) problems.push(`${f.name}: not a path inside the snapshot`);
    else if (!existsSync(file)) problems.push(`${f.name}: missing`);
    else if (statSync(file).size !== f.bytes || (await sha256File(file)) !== f.sha256) problems.push(`${f.name}: its SHA-256 is not the manifest's`);
  }
  return problems;
}

/** Copies (decrypting with `key` when the snapshot is encrypted) a file of the snapshot to `to`. */
export async function fetchOut(folder: string, name: string, to: string, key: string | undefined): Promise<void> {
  mkdirSync(path.dirname(to), { recursive: true });
  if (key) await decryptFile(path.join(folder, name), to, key);
  else copyFileSync(path.join(folder, name), to);
}
