import sharp from 'sharp';

/** A 64x64 image of noise in `format`, big enough to be cut in half mid-pixels. */
export async function noiseImage(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 64 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } }).toFormat(format).toBuffer();
}

/**
 * Files that start like a JPEG, PNG or WebP but are not a whole image (issue 27): each was stored
 * while uploads were recognised by their first bytes only.
 */
export async function notWholeImages(): Promise<Array<[name: string, bytes: Buffer]>> {
  const png = await noiseImage('png');
  const jpeg = await noiseImage('jpeg');
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  return [
    ['a PNG signature alone', png.subarray(0, 8)],
    ['half a PNG', png.subarray(0, png.length >> 1)],
    ['3 JPEG bytes', Buffer.from([0xff, 0xd8, 0xff])],
    ['a bare WebP header', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 0x41)])],
    ['a PNG header followed by HTML', Buffer.concat([png.subarray(0, 33), html])],
    ['a PNG signature followed by HTML', Buffer.concat([png.subarray(0, 8), html])],
    ['half a JPEG', jpeg.subarray(0, jpeg.length >> 1)],
    // Issue 47: libpng decodes every pixel of these, but a file cut short is not an image.
    ['a PNG missing only its IEND chunk', png.subarray(0, png.length - 12)],
    ['a PNG whose IEND chunk is cut short', png.subarray(0, png.length - 4)],
    ['a JPEG missing only its end marker', jpeg.subarray(0, jpeg.length - 2)],
  ];
}

/**
 * A phone's photo, 40 wide and 20 high as stored, shown upright turned a quarter (EXIF orientation
 * 6: 20 wide, 40 high), with the camera's make and the GPS position where it was taken in its EXIF.
 */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c83232' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 51/1 12/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A decompression bomb: a valid PNG of 10,000 x 10,000 black pixels (100 MP, 300 MB decoded) in
 * about 300 KB, well under the upload limit.
 */
export function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' }, limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
}
