import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of our HS256 JSON Web Tokens. */
export interface TokenClaims {
  /** Player id. */
  readonly sub: number;
  /** The player's token version when issued; a password change bumps it and old tokens stop working. */
  readonly ver: number;
  /** `download`: a one-minute link to one CSV export (the URL it was made for is `path`). */
  readonly typ: 'access' | 'refresh' | 'download';
  /** For a download token: the path and query it opens, exactly. */
  readonly path?: string;
  /**
   * Access and refresh tokens: the sign-in they descend from (`token_families.id`); revoking it ends
   * them all. Absent from tokens made before migration 0018.
   */
  readonly fam?: number;
  /** Refresh tokens: their number in the family; only the newest one can be traded in. */
  readonly gen?: number;
  /** Seconds since the epoch. */
  readonly iat: number;
  readonly exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(payload, secret)}`;
}

/**
 * Tokens whose signature has been checked, with their claims: a token's content cannot change, so
 * its signature needs checking once. Expiry and type are still checked on every use.
 */
const verifiedBySecret = new Map<string, Map<string, TokenClaims>>();
const VERIFIED_MAX = 10_000;

/** The claims of a well-signed, unexpired token of the given type; undefined otherwise. */
export function verifyToken(token: string, secret: string, typ: TokenClaims['typ'], nowMs: number): TokenClaims | undefined {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  let claims = verified.get(token);
  if (!claims) {
    claims = verifySignature(token, secret);
    if (!claims) return undefined;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }
  if (claims.typ !== typ || claims.exp * 1000 <= nowMs) return undefined;
  return claims;
}

function verifySignature(token: string, secret: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const [, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return isClaims(claims) ? claims : undefined;
}

function isClaims(value: unknown): value is TokenClaims {
  const c = value as Partial<TokenClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    Number.isSafeInteger(c.sub) &&
    Number.isSafeInteger(c.ver) &&
    Number.isSafeInteger(c.exp) &&
    Number.isSafeInteger(c.iat) &&
    (c.fam === undefined || Number.isSafeInteger(c.fam)) &&
    (c.gen === undefined || Number.isSafeInteger(c.gen)) &&
    (c.typ === 'access' || c.typ === 'refresh' || (c.typ === 'download' && typeof c.path === 'string'))
  );
}
