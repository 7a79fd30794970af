import sharp from 'sharp';
import type { BottleStyle, SeedMediaArt } from '../seed/catalogue-types.js';
import { renderBottleSvg } from './bottle-art.js';
import { assertWellFormedXml } from './xml-check.test-util.js';

const STYLES: BottleStyle[] = ['red', 'white', 'rose', 'sparkling', 'package', 'voucher'];
const art = (style: BottleStyle, label: string, sublabel?: string): SeedMediaArt => ({
  kind: 'bottle',
  style,
  label,
  sublabel,
  alt: `${label} ${sublabel ?? ''}`,
});

describe('renderBottleSvg', () => {
  it.each(STYLES)('produces a well-formed 700×800 SVG for %s', (style) => {
    const svg = renderBottleSvg(art(style, 'Riesling Kastanienbusch', '2022 trocken'));
    const { root, attrs } = assertWellFormedXml(svg);
    expect(root).toBe('svg');
    expect(attrs.viewBox).toBe('0 0 700 800');
    expect(attrs.xmlns).toBe('http://www.w3.org/2000/svg');
  });

  it.each(STYLES)('escapes hostile label text for %s', (style) => {
    const svg = renderBottleSvg({
      kind: 'bottle',
      style,
      label: 'Müller & Söhne <Test>',
      sublabel: `"süß" & 'fein' <b>`,
      alt: 'A & B <c>',
    });
    expect(() => assertWellFormedXml(svg)).not.toThrow();
    expect(svg).not.toContain('<Test>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&amp;');
  });

  it('contains no scripts or external references', () => {
    for (const style of STYLES) {
      const svg = renderBottleSvg(art(style, 'Dornfelder', '2021'));
      expect(svg).not.toMatch(/<script|javascript:|<image|<foreignObject|xlink:href|href=|@import/i);
      expect(svg.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
      for (const ref of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref[1]).toMatch(/^#[\w-]+$/);
    }
  });

  it('is deterministic and varies with the label', () => {
    const a = renderBottleSvg(art('red', 'Spätburgunder', '2021'));
    expect(renderBottleSvg(art('red', 'Spätburgunder', '2021'))).toBe(a);
    const others = ['Dornfelder', 'Cuvée Rot', 'St. Laurent', 'Merlot', 'Portugieser'].map((l) =>
      renderBottleSvg(art('red', l, '2021')),
    );
    // The label colour (or layout) differs for at least some of them, not just the text.
    const accents = new Set(others.map((svg) => svg.replace(/<text[\s\S]*?<\/text>|<title>[\s\S]*?<\/title>/g, '')));
    expect(accents.size).toBeGreaterThan(1);
  });

  it('keeps very long labels inside the label and still renders', async () => {
    const long = 'Grauburgunder Spätlese vom Kastanienbusch Großes Gewächs aus alten Reben '.repeat(3);
    const svg = renderBottleSvg(art('white', long, long));
    expect(() => assertWellFormedXml(svg)).not.toThrow();
    expect(svg).toContain('…');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.width).toBe(700);
    expect(meta.height).toBe(800);
  });

  it('copes with empty labels, control characters and unknown styles', () => {
    const svg = renderBottleSvg({ kind: 'bottle', style: 'vineyard', label: '', alt: '' });
    expect(() => assertWellFormedXml(svg)).not.toThrow();
    const ctrl = renderBottleSvg(art('white', 'Ries\u0000ling\u0008', 'x\u001F'));
    expect(() => assertWellFormedXml(ctrl)).not.toThrow();
    expect(ctrl).toContain('Riesling');
  });
});
