import { createHmac } from 'node:crypto';

/** An HS256 token the e2e server accepts, with the given claims (the same format the server issues). */
export function signTestToken(claims: { sub: number; ver: number; typ: 'access' | 'refresh'; iat: number; exp: number }, secret: string): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64(claims);
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
