import { dayToText, isDay, maskDayText, parseDayText } from '../day-text';

describe('a day typed as dd/MM/yyyy', () => {
  it('puts the slashes in as digits are typed and ignores anything else', () => {
    expect(maskDayText('2')).toBe('2');
    expect(maskDayText('221')).toBe('22/1');
    expect(maskDayText('22/11/')).toBe('22/11');
    expect(maskDayText('22a11b2026')).toBe('22/11/2026');
    expect(maskDayText('221120269')).toBe('22/11/2026');
  });

  it('reads only real calendar days, day first', () => {
    expect(parseDayText('22/11/2026')).toBe('2026-11-22');
    expect(parseDayText('29/02/2028')).toBe('2028-02-29');
    expect(parseDayText('29/02/2027')).toBeNull();
    expect(parseDayText('11/22/2026')).toBeNull();
    expect(parseDayText('22/11/26')).toBeNull();
  });

  it('writes a stored day back the way the app shows dates', () => {
    expect(dayToText('2026-11-01')).toBe('01/11/2026');
    expect(dayToText('')).toBe('');
    expect(isDay('2026-11-01')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
  });
});
