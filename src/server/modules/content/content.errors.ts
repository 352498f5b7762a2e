import { texts } from '../../../shared/texts.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';

const t = texts.content.errors;

export class BannerNotFoundError extends NotFoundError {
  constructor() {
    super(t.bannerNotFound, 'BANNER_NOT_FOUND');
  }
}

export class PartnerNotFoundError extends NotFoundError {
  constructor() {
    super(t.partnerNotFound, 'PARTNER_NOT_FOUND');
  }
}

/** An image reference that is not a public image uploaded through POST /v1/admin/images. */
export class UnknownImageError extends BadRequestError {
  constructor() {
    super(t.imageUnknown, 'UNKNOWN_IMAGE');
  }
}

/** A link that is neither https nor a path of the app (`javascript:`, `http:`, `//host`). */
export class UnsafeLinkError extends BadRequestError {
  constructor() {
    super(t.badLink, 'UNSAFE_LINK');
  }
}

export class BlankNameError extends BadRequestError {
  constructor() {
    super(t.nameRequired, 'NAME_REQUIRED');
  }
}

/** A new order that does not name every item exactly once. */
export class OrderMismatchError extends BadRequestError {
  constructor() {
    super(t.orderMismatch, 'ORDER_MISMATCH');
  }
}
