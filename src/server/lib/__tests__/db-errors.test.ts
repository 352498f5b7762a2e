import { DatabaseUnavailableError } from '../../db/availability.js';
import { isDatabaseUnavailable, isDiskFull } from '../db-errors.js';
import { DeadlineError } from '../deadline.js';

// Which failures answer 503 (try again in a moment) rather than 500: the errors either PostgreSQL
// driver (node-postgres, postgres.js) and SQLite give when the database is away, silent or full.
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database that is away, silent or full', () => {
  it.each([
    ['PostgreSQL restarting: terminating connection due to administrator command', coded('57P01')],
    ['PostgreSQL starting up', coded('57P03')],
    ['a connection exception (class 08)', coded('08006')],
    ['too many connections (class 53)', coded('53300')],
    ['PostgreSQL disk full', coded('53100')],
    ['a standby after a failover: read-only transaction', coded('25006')],
    ['connection refused', coded('ECONNREFUSED')],
    ['connection reset', coded('ECONNRESET')],
    ['a broken pipe', coded('EPIPE')],
    ['a socket timeout', coded('ETIMEDOUT')],
    ['node-postgres: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['node-postgres: timeout exceeded when trying to connect', new Error('timeout exceeded when trying to connect')],
    ['postgres.js: CONNECTION_CLOSED', coded('CONNECTION_CLOSED')],
    ['postgres.js: CONNECT_TIMEOUT', coded('CONNECT_TIMEOUT')],
    ['SQLite: database or disk is full', coded('SQLITE_FULL', 'database or disk is full')],
    ['SQLite: disk I/O error', coded('SQLITE_IOERR_WRITE', 'disk I/O error')],
    ['an upload on a full disk', coded('ENOSPC', 'no space left on device')],
    ['our own deadline', new DeadlineError('the database', 4000)],
    ['failing fast while away', new DatabaseUnavailableError('ECONNREFUSED')],
    ['several hosts refused (AggregateError)', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'all failed')],
    ['wrapped as a cause', new Error('query failed', { cause: coded('57P01') })],
  ])('%s: unavailable (503)', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a serialization failure', coded('40001')],
    ['a syntax error', coded('42601')],
    ['SQLite busy', coded('SQLITE_BUSY')],
    ['SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a server error whose message mentions a connection', coded('XX000', 'connection terminated by a bug')],
    ['nothing', undefined],
  ])('%s: not unavailable (the request or the code is wrong)', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('tells a full disk apart', () => {
    expect(isDiskFull(coded('SQLITE_FULL'))).toBe(true);
    expect(isDiskFull(coded('SQLITE_IOERR'))).toBe(false);
  });
});
