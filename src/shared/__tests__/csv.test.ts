import { csvCell, csvRow } from '../csv';

describe('CSV cells (server exports and the app’s own files)', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Nguyễn Văn A')).toBe('Nguyễn Văn A');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it('writes a text a spreadsheet would run as a formula (= + - @, tab, carriage return) as text', () => {
    expect(csvCell('=1+1')).toBe(`'=1+1`);
    expect(csvCell('+84912345678')).toBe(`'+84912345678`);
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\t=1')).toBe(`'\t=1`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes numbers as they are, a negative one included, and nothing as an empty cell', () => {
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(12n)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvRow([1, '=x', null, 'a,b'])).toBe(`1,'=x,,"a,b"`);
  });
});
