import { csvCell, csvLines, keysetPages } from '../csv';

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const line of lines) text += line;
  return text;
}

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('Nguyễn Văn A')).toBe('Nguyễn Văn A');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(null)).toBe('');
  });

  it('writes a BOM and header, then every row of every page, reading one page at a time', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `p${i + 1}` }));
    const fetched: number[] = [];
    const pages = keysetPages<{ id: number; name: string }, number>(
      async (after, size) => {
        const page = rows.filter((r) => r.id > (after ?? 0)).slice(0, size);
        fetched.push(page.length);
        return page;
      },
      (row) => row.id,
      10,
    );
    const text = await collect(csvLines([{ header: 'ID', value: (r) => r.id }, { header: 'Tên', value: (r) => r.name }], pages));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFID,Tên');
    expect(lines.slice(1, -1)).toHaveLength(25);
    expect(lines[25]).toBe('25,p25');
    expect(fetched).toEqual([10, 10, 5]);
  });
});
