import sharp from 'sharp';
import type { SceneMotif } from '../seed/catalogue-types.js';
import { renderSceneSvg } from './scene-art.js';
import { assertWellFormedXml } from './xml-check.test-util.js';

const MOTIFS: SceneMotif[] = ['vineyard', 'cellar', 'bottles', 'glass', 'estate', 'gift', 'hills', 'logo'];

describe('renderSceneSvg', () => {
  it.each(MOTIFS)('produces a well-formed 1240×1000 SVG for %s that librsvg accepts', async (style) => {
    const svg = renderSceneSvg({
      kind: 'scene',
      style,
      label: 'Müller & Söhne <Test>',
      sublabel: 'Pfalz & "mehr"',
      alt: 'x',
    });
    const { root, attrs } = assertWellFormedXml(svg);
    expect(root).toBe('svg');
    expect(attrs.viewBox).toBe('0 0 1240 1000');
    expect(svg).not.toContain('<Test>');
    expect(svg).toContain('Müller &amp; Söhne &lt;Test&gt;');
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href=/i);
    for (const ref of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref[1]).toMatch(/^#[\w-]+$/);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.width, meta.height]).toEqual([1240, 1000]);
  });

  it('a payment logo is a card and the name on white: no bottle, no glass, no scene', () => {
    const svg = renderSceneSvg({ kind: 'scene', style: 'logo', label: 'WeinPay', alt: 'WeinPay Logo' });
    const bottles = renderSceneSvg({ kind: 'scene', style: 'bottles', label: 'WeinPay', alt: '' });
    expect(svg).toContain('>WeinPay</text>');
    expect(svg).toContain('<rect width="1240" height="1000" fill="#ffffff"/>');
    expect(svg).not.toMatch(/<path|<ellipse|<linearGradient/);
    expect(bottles).toMatch(/<path/);
  });

  it('has unique ids within each scene', () => {
    for (const style of MOTIFS) {
      const svg = renderSceneSvg({ kind: 'scene', style, label: 'Weine', alt: '' });
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('is deterministic and varies with the label', () => {
    const a = renderSceneSvg({ kind: 'scene', style: 'vineyard', label: 'Unsere Lagen', alt: '' });
    expect(renderSceneSvg({ kind: 'scene', style: 'vineyard', label: 'Unsere Lagen', alt: '' })).toBe(a);
    const strip = (s: string) => s.replace(/<text[\s\S]*?<\/text>|<title>[\s\S]*?<\/title>/g, '');
    const b = renderSceneSvg({ kind: 'scene', style: 'vineyard', label: 'Rotweine', alt: '' });
    const c = renderSceneSvg({ kind: 'scene', style: 'vineyard', label: 'Weissweine', alt: '' });
    expect(new Set([strip(a), strip(b), strip(c)]).size).toBeGreaterThan(1);
  });

  it('omits the caption band without text', () => {
    const svg = renderSceneSvg({ kind: 'scene', style: 'hills', label: '  ', alt: '' });
    expect(svg).not.toContain('<text');
    expect(() => assertWellFormedXml(svg)).not.toThrow();
  });
});
