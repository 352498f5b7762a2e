import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): push services accept our pushes signed with it. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers subscribe with. */
  readonly publicKey: string;
  /** 32-byte P-256 scalar, base64url. */
  readonly privateKey: string;
  /** Whom the push services may contact: a mailto: or https: URL. */
  readonly subject: string;
}

/** How long a VAPID signature is reused for one push service (its token says 12 h; at most 24 h is allowed). */
const VAPID_REUSE_MS = 60 * 60_000;

/**
 * The server's VAPID header (RFC 8292) per push service. The signature depends only on the push
 * service's origin, so it is made once an hour per origin rather than for every push.
 */
export class VapidSigner {
  private readonly signatures = new Map<string, { authorization: string; until: number }>();

  /** `now`: real time (the token's expiry is checked by the push service against its own clock). */
  constructor(
    private readonly vapid: VapidKeys,
    private readonly now: () => number = Date.now,
  ) {}

  /** `Authorization: vapid t=<ES256 JWT for the endpoint's origin>, k=<public key>`. */
  authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = this.now();
    const held = this.signatures.get(audience);
    if (held && held.until > now) return held.authorization;
    const { subject, publicKey, privateKey } = this.vapid;
    const authorization = String(webpush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm').Authorization);
    this.signatures.set(audience, { authorization, until: now + VAPID_REUSE_MS });
    return authorization;
  }
}
