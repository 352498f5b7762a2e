const PNG_SIGNATURE_BYTES = 8;
const IEND = Buffer.from('IEND', 'latin1');

/**
 * Whether a PNG's chunks run whole from its signature to an IEND chunk (length, type, data, CRC):
 * libpng decodes a file cut off after its last pixels without a word, so the end is checked here.
 */
export function pngComplete(bytes: Buffer): boolean {
  for (let at = PNG_SIGNATURE_BYTES; at + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (bytes.subarray(at + 4, at + 8).equals(IEND)) return length === 0;
    at = end;
  }
  return false;
}

/** The image type of a file from its first bytes (magic numbers); undefined for anything else. */
export function sniffImage(bytes: Buffer): { mimeType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' } | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mimeType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}
