import { email, notBlank, validateFields } from './symfony-constraints.js';

describe('the shared Symfony constraints', () => {
  test('Email (html5 mode, as Shopware configures it) refuses a backslash in the local part and reports the value as a string', () => {
    expect(email()('anna.keller@example.de', '/email')).toEqual([]);
    expect(email()("o'brien+wein@example.de", '/email')).toEqual([]);
    expect(email()('anna\\keller@example.de', '/email')).toMatchObject([
      {
        code: 'VIOLATION::INVALID_FORMAT_ERROR',
        source: { pointer: '/email' },
        meta: { parameters: { '{{ value }}': '"anna\\keller@example.de"' } },
      },
    ]);
    expect(email()(['a@b.de'], '/email')).toMatchObject([{ code: 'VIOLATION::INVALID_TYPE_ERROR' }]);
  });

  test('NotBlank counts JSON [] and {} as blank (PHP arrays), but not "0"', () => {
    const entries = validateFields({ a: [], b: {}, c: '0', d: 0 }, [
      ['a', [notBlank()]],
      ['b', [notBlank()]],
      ['c', [notBlank()]],
      ['d', [notBlank()]],
    ]);
    expect(entries.map((entry) => entry.source?.pointer)).toEqual(['/a', '/b']);
  });
});
