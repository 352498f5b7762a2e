// Which push services the server posts to (PUSH_ENDPOINT_ALLOWLIST): pure, no I/O.

/** The big browsers' push services: Chrome (FCM), Firefox (Mozilla), Safari (Apple), Edge (WNS). */
export const DEFAULT_PUSH_ENDPOINT_ALLOWLIST = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

/**
 * One allowed origin: a scheme, a host (`*.domain` for any host under it, never the domain itself)
 * and a port (the scheme's own when not written). `http:` is allowed only when listed explicitly
 * (a local push service in tests); the defaults are all https.
 */
export interface AllowedOrigin {
  readonly protocol: 'https:' | 'http:';
  /** The host, lower case; with `wildcard`, the suffix after `*.` */
  readonly host: string;
  readonly wildcard: boolean;
  readonly port: string;
}

/** Parses the comma-separated list; throws naming the first entry that is not an origin. */
export function parseAllowlist(raw: string | undefined): readonly AllowedOrigin[] {
  const entries = raw === undefined || raw.trim() === '' ? [...DEFAULT_PUSH_ENDPOINT_ALLOWLIST] : raw.split(',').map((e) => e.trim()).filter(Boolean);
  return entries.map((entry) => {
    const wildcard = /^(https?:\/\/)\*\./.exec(entry);
    let url: URL;
    try {
      url = new URL(wildcard ? entry.replace('*.', 'wildcard.') : entry);
    } catch {
      throw new Error(`PUSH_ENDPOINT_ALLOWLIST: "${entry}" is not an origin (https://host[:port] or https://*.domain)`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !entry.endsWith('/');
    if (!bare || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`PUSH_ENDPOINT_ALLOWLIST: "${entry}" is not an origin (https://host[:port] or https://*.domain)`);
    }
    const host = wildcard ? url.hostname.slice('wildcard.'.length) : url.hostname;
    return { protocol: url.protocol, host, wildcard: Boolean(wildcard), port: url.port };
  });
}

/**
 * Whether the server may post to `endpoint`: an http(s) URL without credentials whose origin is in
 * the list. A wildcard entry takes any host under its domain (`a.notify.windows.com`,
 * `x.y.notify.windows.com`), not the domain itself nor a look-alike (`evilnotify.windows.com`).
 */
export function endpointAllowed(endpoint: string, allowed: readonly AllowedOrigin[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  const host = url.hostname.toLowerCase();
  return allowed.some(
    (a) => a.protocol === url.protocol && a.port === url.port && (a.wildcard ? host.endsWith(`.${a.host}`) && host.length > a.host.length + 1 : host === a.host),
  );
}
