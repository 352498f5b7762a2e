import { texts } from '../../../shared/texts.js';
import { BadRequestError } from '../../lib/errors.js';
import type { PlayerRow } from '../players/players.table.js';
import type { AuthSettings } from './auth.service.js';
import { signToken } from './tokens.js';

/** How long a download link opens its export (seconds). */
export const DOWNLOAD_LINK_SECONDS = 60;

/** A CSV export of the console: what a link may open. */
const EXPORT_PATH = /^\/v1\/admin\/[a-z0-9/_.-]+\.csv(\?[^#\s]*)?$/i;
const DL_PARAM = /[?&]dl=([\w.-]+)$/;

/**
 * A one-minute link to one CSV export for `operator` (a signed token of type `download` naming the
 * exact path and query): the browser opens it without the bearer header and saves the file as it
 * streams. It opens nothing else, and stops with the operator's sessions (token version).
 */
export function downloadLink(operator: PlayerRow, path: string, settings: AuthSettings): string {
  if (!EXPORT_PATH.test(path) || /[?&]dl=/.test(path)) throw new BadRequestError(texts.console.exportPathInvalid, 'EXPORT_PATH_INVALID');
  const iat = Math.floor(settings.clock.now() / 1000);
  const token = signToken({ sub: operator.id, ver: operator.tokenVersion, typ: 'download', path, iat, exp: iat + DOWNLOAD_LINK_SECONDS }, settings.jwtSecret);
  return `${path}${path.includes('?') ? '&' : '?'}dl=${token}`;
}

/** A request URL carrying a download link: the path it opens and the token; undefined otherwise. */
export function downloadLinkOf(url: string): { path: string; token: string } | undefined {
  const match = DL_PARAM.exec(url);
  if (!match) return undefined;
  return { path: url.slice(0, match.index), token: match[1]! };
}
