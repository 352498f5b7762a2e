import { texts } from '../../../shared/texts.js';
import { BadRequestError } from '../../lib/errors.js';

const t = texts.push.errors;

/** A subscription naming a push service outside PUSH_ENDPOINT_ALLOWLIST: the server never posts there. */
export class EndpointNotAllowedError extends BadRequestError {
  constructor() {
    super(t.endpointNotAllowed, 'PUSH_ENDPOINT_NOT_ALLOWED');
  }
}

/** An endpoint that is no http(s) URL, or carries a user name or password. */
export class EndpointInvalidError extends BadRequestError {
  constructor() {
    super(t.endpointInvalid, 'PUSH_ENDPOINT_INVALID');
  }
}

/** An expirationTime further ahead than any browser gives (PUSH_EXPIRATION_AHEAD_MS). */
export class PushExpirationInvalidError extends BadRequestError {
  constructor() {
    super(t.expirationInvalid, 'PUSH_EXPIRATION_INVALID');
  }
}

/** Keys nothing could be encrypted for: p256dh not a P-256 point, auth not 16 bytes. */
export class PushKeysInvalidError extends BadRequestError {
  constructor() {
    super(t.keysInvalid, 'PUSH_KEYS_INVALID');
  }
}
