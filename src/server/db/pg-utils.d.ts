// The node-postgres functions that write a value as the driver sends it, and quote a literal
// (exported by the package as `pg/lib/utils.js`, not typed by @types/pg).
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A value as its text parameter (arrays as array literals, dates as timestamps...); bytes stay bytes. */
    prepareValue(value: unknown): unknown;
    /** A string as an SQL literal, quotes and backslashes escaped. */
    escapeLiteral(value: string): string;
  };
  export default utils;
}
