import { escapeXml, fitText, hashString, hsl, normaliseText } from './svg-util.js';

describe('svg-util', () => {
  it('escapes XML special characters and drops invalid control characters', () => {
    expect(escapeXml(`Müller & Söhne <Test> "a" 'b'`)).toBe(
      'Müller &amp; Söhne &lt;Test&gt; &quot;a&quot; &apos;b&apos;',
    );
    expect(escapeXml('a\u0000b\u0007c\u001Fd\uFFFEe')).toBe('abcde');
    expect(escapeXml('tab\tand\nnewline')).toBe('tab\tand\nnewline');
  });

  it('hashes deterministically', () => {
    expect(hashString('Riesling')).toBe(hashString('Riesling'));
    expect(hashString('Riesling')).not.toBe(hashString('Rieslinc'));
  });

  it('normalises whitespace', () => {
    expect(normaliseText('  a \n b\t ')).toBe('a b');
    expect(normaliseText(undefined)).toBe('');
  });

  it('keeps short text on one line at the maximum size', () => {
    expect(fitText('Rosé', { width: 200, maxSize: 40, minSize: 16, maxLines: 2 })).toEqual({
      lines: ['Rosé'],
      fontSize: 40,
    });
  });

  it('shrinks, then wraps, then truncates long text', () => {
    const medium = fitText('Spätburgunder Kastanienbusch', { width: 400, maxSize: 40, minSize: 16, maxLines: 2 });
    expect(medium.lines).toHaveLength(1);
    expect(medium.fontSize).toBeLessThan(40);
    const wrapped = fitText('Spätburgunder Kastanienbusch Großes Gewächs', {
      width: 200,
      maxSize: 40,
      minSize: 14,
      maxLines: 2,
    });
    expect(wrapped.lines).toHaveLength(2);
    const truncated = fitText('x'.repeat(300), { width: 200, maxSize: 40, minSize: 16 });
    expect(truncated.lines).toHaveLength(1);
    expect(truncated.lines[0]?.endsWith('…')).toBe(true);
    expect(truncated.fontSize).toBe(16);
  });

  it('converts HSL to hex', () => {
    expect(hsl(0, 100, 50)).toBe('#ff0000');
    expect(hsl(120, 100, 25)).toBe('#008000');
  });
});
