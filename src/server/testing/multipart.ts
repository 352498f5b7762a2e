import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  bytes: Buffer,
  { field = 'file', filename = 'photo.jpg', contentType = 'image/jpeg' }: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Small real images of each type (2x2, 1x1), which decode whole: uploads store only what does.
 * The JPEG and WebP were made with sharp; none carries metadata.
 */
export const images = {
  jpeg: Buffer.from(
    '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAdEAABBAMBAQAAAAAAAAAAAAABAAIDBAUGBxEx/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAdEQAABQUAAAAAAAAAAAAAAAAAAQIEsQMzNHFy/9oADAMBAAIRAxEAPwC0OG6DrGQ4nz61a1zE2bU+vY+WWeajE98j3Voy5znFvpJJJJP1ERAXN9ezkTF5k1Ojkf/Z',
    'base64',
  ),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  webp: Buffer.from('UklGRjwAAABXRUJQVlA4IDAAAACQAQCdASoCAAIAAMASJaQAAudPjMAA/vvY/+oRyb9X5z/o8//f/mEbSKGa17IgAAA=', 'base64'),
};
