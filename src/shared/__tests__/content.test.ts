import { defaultTermsText, isSafeContentLink, maskUsername, vietnamDay, vietnamDayStart } from '../content.js';
import { texts } from '../texts.js';

describe('maskUsername', () => {
  it('shows the first two and last two characters around ***', () => {
    expect(maskUsername('nguyenvana')).toBe('ng***na');
    expect(maskUsername('abcdef')).toBe('ab***ef');
    expect(maskUsername('Player_123')).toBe('Pl***23');
  });

  it('never shows a whole username, however short or long', () => {
    for (const name of ['abcdef', 'abcdefg', 'x'.repeat(32), 'ab.cd_ef-gh', 'tuấnanh99']) {
      const masked = maskUsername(name);
      expect(masked).not.toContain(name);
      expect(masked).toMatch(/^.{2}\*\*\*.{2}$/u);
    }
    // Shorter than any real username: still not shown.
    expect(maskUsername('abcd')).toBe('a***');
    expect(maskUsername('')).toBe('***');
  });
});

describe('vietnamDay', () => {
  it('starts the day at midnight UTC+7', () => {
    const midnight = Date.UTC(2026, 0, 1, 17, 0, 0); // 2026-01-02 00:00 in Vietnam
    expect(vietnamDay(midnight)).toBe(vietnamDay(midnight - 1) + 1);
    expect(vietnamDay(midnight + 86_400_000 - 1)).toBe(vietnamDay(midnight));
    expect(vietnamDayStart(vietnamDay(midnight + 5_000_000))).toBe(midnight);
  });
});

describe('isSafeContentLink', () => {
  it('takes https URLs and paths of the app, nothing else', () => {
    for (const ok of ['https://zalo.me/123', '/account/gift', '/']) expect(isSafeContentLink(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'http://example.com', '//evil.example', '/\\evil.example', 'data:text/html,x', 'https://user:pw@host.example', 'zalo.me']) {
      expect(isSafeContentLink(bad)).toBe(false);
    }
  });
});

describe('defaultTermsText', () => {
  it('holds every rule of the terms dialog that no setting decides', () => {
    const text = defaultTermsText();
    const t = texts.game.terms;
    for (const line of [t.resultTitle, ...t.result, t.violationTitle, ...t.violation]) expect(text).toContain(line);
  });

  it('writes no figure a setting decides: the fees, the minimum and the payout are built from the rules in force', () => {
    const text = defaultTermsText();
    expect(text).not.toContain(texts.game.terms.taxTitle);
    expect(text).not.toMatch(/%|\d{1,3},\d{3}|VNĐ/);
  });

  it('says what the product does with a bet on the opposite gate: refused, no points taken, nothing clawed back', () => {
    const text = defaultTermsText();
    expect(text).toContain('bị từ chối ngay khi gửi và không bị trừ điểm');
    expect(text).not.toMatch(/gấp 5 lần|thu hồi điểm|doanh số/);
  });
});
