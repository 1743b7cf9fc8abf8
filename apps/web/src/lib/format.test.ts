import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format';
import { loadLanguage } from './language';

/** The texts Arena showed when these were Intl's en-US formats (an ordinary space before AM/PM). */
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (iso: string) => format.format(new Date(iso)).replace(/\u202f/g, ' ');
};
const intlDateTime = intl({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const intlDate = intl({ month: 'short', day: 'numeric', year: 'numeric' });
const intlTime = intl({ hour: 'numeric', minute: '2-digit' });

describe('date formats', () => {
  it('read as the spec screens show them', () => {
    const local = new Date(2026, 2, 4, 15, 7).toISOString();
    expect(formatDateTime(local)).toBe('Mar 4, 2026, 3:07 PM');
    expect(formatDate(local)).toBe('Mar 4, 2026');
    expect(formatTime(local)).toBe('3:07 PM');
    const midnight = new Date(2026, 11, 31, 0, 5).toISOString();
    expect(formatDateTime(midnight)).toBe('Dec 31, 2026, 12:05 AM');
    expect(formatTime(new Date(2026, 0, 1, 12, 0).toISOString())).toBe('12:00 PM');
  });

  it('give the same text as Intl en-US over two years of instants, every month, hour and minute', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 2_000; i += 1) {
      // A step that is not a divisor of a day, so hours and minutes vary.
      const iso = new Date(start + i * 37_987_000).toISOString();
      expect(formatDateTime(iso), iso).toBe(intlDateTime(iso));
      expect(formatDate(iso), iso).toBe(intlDate(iso));
      expect(formatTime(iso), iso).toBe(intlTime(iso));
    }
  });
});

describe('dates in French and Kreyòl', () => {
  afterEach(() => loadLanguage('en'));

  it('put the day first and use a 24-hour clock with the language’s month names, as fr-HT does', async () => {
    const local = new Date(2026, 2, 4, 15, 7).toISOString();
    await loadLanguage('fr');
    expect(formatDateTime(local)).toBe('4 mars 2026, 15:07');
    expect(formatDate(local)).toBe('4 mars 2026');
    expect(formatTime(local)).toBe('15:07');
    await loadLanguage('ht');
    expect(formatDateTime(local)).toBe('4 mas 2026, 15:07');
    expect(formatDate(new Date(2026, 10, 26).toISOString())).toBe('26 nov. 2026');
  });
});
