import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, CSV_EOL, csvRow, type CsvValue } from '../../shared/csv.js';

// The escaping (with its guard against spreadsheet formulas) is shared with the app's own CSV files.
export { csvCell } from '../../shared/csv.js';

/** One CSV column: its header (Vietnamese, as the operator reads it) and how a row gives its cell. */
export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CsvValue;
}

/** Rows a query gives page by page, so an export of any size holds one page in memory at a time. */
export type CsvPages<T> = AsyncIterable<readonly T[]>;

/** The lines of a CSV file: a byte-order mark (so a spreadsheet reads Vietnamese as UTF-8), the header, the rows. */
export async function* csvLines<T>(columns: readonly CsvColumn<T>[], pages: CsvPages<T>): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvRow(columns.map((c) => c.header))}${CSV_EOL}`;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield page.map((row) => `${csvRow(columns.map((c) => c.value(row)))}${CSV_EOL}`).join('');
  }
}

/**
 * Pages of a keyset-ordered query: `fetch(after, size)` answers the rows after the cursor (undefined
 * for the first page), `cursorOf` gives a row's cursor. Stops at the first short page.
 */
export async function* keysetPages<T, C>(fetch: (after: C | undefined, size: number) => Promise<readonly T[]>, cursorOf: (row: T) => C, size = 1000): CsvPages<T> {
  let after: C | undefined;
  for (;;) {
    const page = await fetch(after, size);
    yield page;
    if (page.length < size) return;
    after = cursorOf(page[page.length - 1] as T);
  }
}

/** Streams a CSV download: nothing is built in memory beyond one page of rows. */
export function sendCsv<T>(reply: FastifyReply, filename: string, columns: readonly CsvColumn<T>[], pages: CsvPages<T>): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(columns, pages)));
}
