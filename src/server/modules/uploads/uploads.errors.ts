import { texts } from '../../../shared/texts.js';
import { AppError, BadRequestError, ForbiddenError } from '../../lib/errors.js';

const t = texts.accountArea.upload;

/** Not a JPEG, PNG or WebP by its bytes (whatever its name or declared type). */
export class NotAnImageError extends AppError {
  constructor() {
    super(415, t.imagesOnly, 'UNSUPPORTED_FILE_TYPE');
  }
}

/** JPEG, PNG or WebP by its first bytes, but not a whole image: cut short, a header before something else, corrupt. */
export class UnreadableImageError extends BadRequestError {
  constructor() {
    super(t.unreadable, 'UNREADABLE_IMAGE');
  }
}

/** More pixels than UPLOAD_MAX_PIXELS by its header: refused before it is decoded (a decompression bomb). */
export class TooManyPixelsError extends BadRequestError {
  constructor() {
    super(t.tooManyPixels, 'TOO_MANY_PIXELS');
  }
}

/** A file URL without a genuine, unexpired signature for this file and its owner. */
export class BadFileLinkError extends ForbiddenError {
  constructor() {
    super(t.badLink, 'BAD_FILE_LINK');
  }
}
