import { CSV_EXPORTS } from '../../../shared/api/admin-exports.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError } from '../../lib/errors.js';
import type { PlayerRow } from '../players/index.js';
import type { AuthSettings } from './auth.service.js';
import { signToken } from './tokens.js';

/** How long a download link opens its export (seconds). */
export const DOWNLOAD_LINK_SECONDS = 60;

/**
 * The console's CSV exports, each matched whole: literal segments and decimal ids only, so that a
 * path the router or a proxy would read otherwise (`..`, `%2e%2e`, `//`, `\\`, another case) names
 * none of them and is refused rather than signed.
 */
const EXPORT_ROUTES = CSV_EXPORTS.map((route) => new RegExp(`^${route.replaceAll('.', '\\.').replaceAll('{id}', '[1-9][0-9]{0,15}')}$`));
/** Its query, as URLSearchParams writes it: printable ASCII, percent-encoded beyond; no fragment. */
const EXPORT_QUERY = /^[\w.~%=&+*!'(),;:@/?-]*$/;
const DL_PARAM = /[?&]dl=([\w.-]+)$/;

/**
 * A one-minute link to one CSV export for `operator` (a signed token of type `download` naming the
 * exact path and query): the browser opens it without the bearer header and saves the file as it
 * streams. It opens nothing else, and stops with the operator's sessions (token version).
 */
export function downloadLink(operator: PlayerRow, path: string, settings: AuthSettings): string {
  if (!isExportPath(path)) throw new BadRequestError(texts.console.exportPathInvalid, 'EXPORT_PATH_INVALID');
  const iat = Math.floor(settings.clock.now() / 1000);
  const token = signToken({ sub: operator.id, ver: operator.tokenVersion, typ: 'download', path, iat, exp: iat + DOWNLOAD_LINK_SECONDS }, settings.jwtSecret);
  return `${path}${path.includes('?') ? '&' : '?'}dl=${token}`;
}

/** One of CSV_EXPORTS with an optional query that carries no `dl` of its own. */
function isExportPath(path: string): boolean {
  const at = path.indexOf('?');
  const route = at < 0 ? path : path.slice(0, at);
  const query = at < 0 ? '' : path.slice(at + 1);
  return EXPORT_ROUTES.some((pattern) => pattern.test(route)) && EXPORT_QUERY.test(query) && !/(^|&)dl=/.test(query);
}

/** A request URL carrying a download link: the path it opens and the token; undefined otherwise. */
export function downloadLinkOf(url: string): { path: string; token: string } | undefined {
  const match = DL_PARAM.exec(url);
  if (!match) return undefined;
  return { path: url.slice(0, match.index), token: match[1]! };
}
