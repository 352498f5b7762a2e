import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '../../../shared/uploads.js';
import { Turns } from '../../lib/turns.js';
import { pngComplete, sniffImage } from './sniff.js';
import { NotAnImageError, TooManyPixelsError, UnreadableImageError } from './uploads.errors.js';

/** An uploaded image as it is stored: decoded and encoded anew, in the format it came in. */
export interface CleanImage {
  readonly bytes: Buffer;
  readonly mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
  readonly extension: 'jpg' | 'png' | 'webp';
}

// Every upload is a different image: libvips' cache of operations would only hold memory.
sharp.cache(false);

/** Images waiting for their turn (each holds its upload, up to 5 MB); one more is told the server is busy. */
const IMAGE_QUEUE = 8;

/** Re-encodes an uploaded image (see imageReencoder). */
export type ReencodeImage = (bytes: Buffer) => Promise<CleanImage>;

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Decodes the whole image and encodes it again, so that only pixels are stored: a file that merely
 * starts like an image (a signature, a header, an image cut short, a header followed by HTML) is
 * refused, and metadata (EXIF, with a phone's GPS position, XMP, comments) is left behind, after
 * the EXIF orientation has been applied to the pixels. JPEG stays JPEG, PNG PNG, WebP WebP (an
 * animation keeps its first frame). The work runs on libvips' threads, `concurrency` images at a
 * time (the uploads plugin passes config.ts's IMAGE_CONCURRENCY).
 */
export function imageReencoder(concurrency: number): ReencodeImage {
  const turns = new Turns(concurrency, IMAGE_QUEUE);
  return (bytes) => reencode(turns, bytes);
}

async function reencode(turns: Turns, bytes: Buffer): Promise<CleanImage> {
  // Only what starts as one of the three formats reaches the decoder (no SVG, PDF, TIFF parsing).
  const kind = sniffImage(bytes);
  if (!kind) throw new NotAnImageError();
  const format = FORMATS[kind.mimeType];
  if (format === 'png' && !pngComplete(bytes)) throw new UnreadableImageError();
  return turns.run(async () => {
    const header = await sharp(bytes).metadata().catch(() => undefined);
    if (!header || header.format !== format) throw new UnreadableImageError();
    if (header.width * header.height > UPLOAD_MAX_PIXELS) throw new TooManyPixelsError();
    // failOn 'error': a truncated or corrupt image fails; a harmless warning (a stray byte between
    // markers, common in phones' JPEGs) does not. limitInputPixels repeats the header's check.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS }).autoOrient();
    const encoded =
      format === 'jpeg' ? image.jpeg({ quality: 90 }) : format === 'png' ? image.png() : image.webp({ quality: 90 });
    try {
      return { bytes: await encoded.toBuffer(), mimeType: kind.mimeType, extension: kind.extension };
    } catch {
      throw new UnreadableImageError();
    }
  });
}
