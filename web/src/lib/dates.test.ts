import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { LOCALES } from './locales';

describe('formatDate', () => {
  it("writes each interface language's numeric date, as the browser does with two-digit day and month", () => {
    for (const iso of ['2026-03-01T10:00:00.000Z', '2025-12-24T08:30:00.000Z', '2026-11-21T12:00:00+00:00']) {
      for (const locale of LOCALES) {
        expect(formatDate(iso, locale)).toBe(
          new Date(iso).toLocaleDateString(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }),
        );
      }
    }
  });

  it('writes German for a language the shop does not have', () => {
    expect(formatDate('2026-03-01T10:00:00.000Z', 'fr-FR')).toBe('01.03.2026');
  });
});
