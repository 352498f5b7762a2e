/** True when a query failed on a UNIQUE constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * True when a transaction failed only because of others running beside it, and would pass if run
 * again: a serialization failure or a deadlock (PostgreSQL), a busy database (SQLite).
 */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY';
}

/** A database error's own words: its code (SQLSTATE, SQLite's, or a socket's errno), its message. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/** The disk under SQLite (or under the uploads' folder) is full or failing. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EIO']);
/** postgres.js names its connection failures with these codes (no SQLSTATE: the server never answered). */
const DRIVER_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
/** SQLite: the disk is full, or it failed to read or write it (SQLITE_IOERR and its extended codes). */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|IOERR(_[A-Z_]+)?|CANTOPEN)$/;
/** What node-postgres and postgres.js say when a connection ends under a query, or one cannot be had in time. */
const CONNECTION_MESSAGES = /connection terminated|connection ended|connection closed|connection refused|timeout exceeded when trying to connect|client has encountered a connection error|server closed the connection|write after end|not queryable/i;

/**
 * True when a query failed because the database is away, silent, or cannot write, rather than
 * because of the query: the request is answered 503 (try again in a moment), not 500, and the
 * instance is not ready until the database answers again. On either PostgreSQL driver: SQLSTATE
 * class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up), class 53
 * (insufficient resources: disk full, out of memory, too many connections), 25006 (a read-only
 * transaction: the host is a standby now, after a failover), a socket's errno, the driver's own
 * connection codes and messages; SQLite's full disk and I/O errors, and a file's (ENOSPC: an
 * upload on a full disk); a deadline of our own
 * (`DeadlineError`, lib/deadline.ts). Looks through `cause` and an AggregateError's `errors` (a
 * connection to several hosts fails with one per host).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, errno, message, name, cause, errors } = error as { code?: unknown; errno?: unknown; message?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
  if (name === 'DeadlineError' || name === 'DatabaseUnavailableError') return true;
  if (typeof code === 'string') {
    if (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '25006') return true;
    if (NETWORK_CODES.has(code) || DRIVER_CODES.has(code) || DISK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
  }
  if (typeof errno === 'string' && NETWORK_CODES.has(errno)) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message) && typeof code !== 'string') return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** True for SQLite's full disk (or a database at its `max_page_count`). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100';
}
