/** What a CSV cell is written from: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | bigint | null | undefined;

/** What starts a CSV file: a byte-order mark, so that a spreadsheet reads Vietnamese as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** The line break of CSV (RFC 4180). */
export const CSV_EOL = '\r\n';

/**
 * One cell, quoted when it must be (RFC 4180). A text that a spreadsheet would run as a formula
 * (one starting with = + - @, a tab or a carriage return: a username such as `=HYPERLINK(...)`, a
 * note) is prefixed with an apostrophe; numbers are written as they are, a negative one included.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line break. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}
