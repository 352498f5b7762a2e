import type { Withdrawal } from '../../../../shared/api/withdrawals';
import { withdrawalsCsv } from '../lib/csv';

const withdrawal = (id: number, note: string | null): Withdrawal => ({
  id,
  createdAt: '2026-11-20T03:00:00.000Z',
  amount: 1500.5,
  fee: 225.075,
  feePercent: 15,
  netVnd: 1_275_425,
  status: 'REJECTED',
  note,
  decidedAt: null,
});

/** The CSV's lines after the BOM and the header. */
const rows = (csv: string) => csv.split('\r\n').slice(1, -1);

describe('the withdrawals CSV a player downloads', () => {
  it('starts with a BOM and the header, one line per order, figures as plain numbers', () => {
    const csv = withdrawalsCsv([withdrawal(7, null)]);
    expect(csv.startsWith('\uFEFFID,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(rows(csv)).toEqual([expect.stringMatching(/^7,\d{2}\/11\/2026 \d{2}:00,1500\.5,225\.075,1275425,Lỗi,$/)]);
  });

  it('writes a note a spreadsheet would run as a formula (= + - @) as text, and quotes commas and quotes', () => {
    const notes = ['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', 'Sai số tài khoản, "ABC"'];
    const csv = withdrawalsCsv(notes.map((note, i) => withdrawal(i + 1, note)));
    expect(rows(csv).map((line) => line.slice(line.indexOf('Lỗi,') + 'Lỗi,'.length))).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")"`,
      `'+1`,
      `'-2+3`,
      `'@SUM(A1)`,
      `"Sai số tài khoản, ""ABC"""`,
    ]);
  });
});
