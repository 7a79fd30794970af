/**
 * Small helpers shared by the bottle and scene generators: XML escaping, a stable string hash,
 * deterministic picks, and a rough text-width model for shrinking and wrapping label text.
 */

export const FONT_FAMILY = 'Roboto, Arial, sans-serif';
export const BRAND_PRIMARY = '#294558';
export const BRAND_SECONDARY = '#5e5e5e';
/** The warm paper and the gold of labels and captions, shared by the bottle and scene art. */
export const PAPER = '#fbf7ee';
export const GOLD = '#c9a24e';
export const GOLD_LIGHT = '#ecd592';
export const GOLD_DARK = '#9c7a2f';

/** Whether `value` is one of `values` (narrows an art style read from seed data). */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Characters that are not allowed in XML 1.0 documents (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/F). */
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for use in XML character data and attribute values (both quote kinds). */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Collapses whitespace (including newlines) to single spaces and trims. */
export function normaliseText(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** FNV-1a 32-bit hash over the UTF-16 code units; stable across runs and platforms. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A tiny deterministic pseudo-random generator (mulberry32) seeded from a string. */
export function seededRandom(seed: string): () => number {
  let a = hashString(seed) || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks an element deterministically; the list must not be empty. */
export function pick<T>(list: readonly T[], n: number): T {
  const item = list[Math.abs(Math.floor(n)) % list.length];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** Formats a number for SVG output with at most two decimals (keeps the markup short and stable). */
export function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * Approximate advance width of `text` in em units for a sans-serif face (Roboto/Arial, and the
 * somewhat wider DejaVu Sans used as the fallback on servers), so long texts can be shrunk to fit.
 */
export function estimateTextWidthEm(text: string, bold = false, letterSpacingEm = 0): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.32;
    else if ("iljtfrI.,;:!|'`".includes(ch)) w += 0.34;
    else if ('mwMW@'.includes(ch)) w += 0.92;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else if (/\p{Lu}/u.test(ch)) w += 0.72;
    else if (/\p{Ll}/u.test(ch)) w += 0.6;
    else w += 0.7;
    w += letterSpacingEm;
  }
  return bold ? w * 1.12 : w;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/** Shortens `text` with an ellipsis so it is at most `maxEm` wide at 1em. */
function truncateToEm(text: string, maxEm: number, bold: boolean, spacing: number): string {
  if (estimateTextWidthEm(text, bold, spacing) <= maxEm) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && estimateTextWidthEm(chars.join('').trimEnd() + '…', bold, spacing) > maxEm) chars.pop();
  return chars.join('').trimEnd() + '…';
}

/**
 * Fits text into a box: one line at up to `maxSize`; when that would need a size below
 * `minSize` and `maxLines` allows, wraps into two lines at the space nearest the middle;
 * as a last resort truncates with an ellipsis at `minSize`.
 */
export function fitText(
  raw: string,
  opts: { width: number; maxSize: number; minSize: number; maxLines?: 1 | 2; bold?: boolean; letterSpacingEm?: number },
): FittedText {
  const text = normaliseText(raw);
  const bold = opts.bold ?? false;
  const spacing = opts.letterSpacingEm ?? 0;
  if (!text) return { lines: [], fontSize: opts.maxSize };
  const sizeFor = (lines: string[]): number => {
    const widest = Math.max(...lines.map((l) => estimateTextWidthEm(l, bold, spacing)));
    return Math.min(opts.maxSize, opts.width / Math.max(widest, 0.01));
  };
  const single = sizeFor([text]);
  if (single >= opts.minSize) return { lines: [text], fontSize: Math.floor(single) };
  if ((opts.maxLines ?? 1) >= 2 && text.includes(' ')) {
    const mid = text.length / 2;
    let best = -1;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
    }
    const lines = [text.slice(0, best).trim(), text.slice(best + 1).trim()];
    const size = sizeFor(lines);
    if (size >= opts.minSize) return { lines, fontSize: Math.floor(size) };
    const maxEm = opts.width / opts.minSize;
    return { lines: lines.map((l) => truncateToEm(l, maxEm, bold, spacing)), fontSize: opts.minSize };
  }
  return { lines: [truncateToEm(text, opts.width / opts.minSize, bold, spacing)], fontSize: opts.minSize };
}

/** Renders fitted lines as one <text> element centred on `cx`, vertically centred on `cy`. */
export function textBlock(
  fitted: FittedText,
  cx: number,
  cy: number,
  attrs: { fill: string; weight?: number; letterSpacing?: number; lineHeight?: number; extra?: string },
): string {
  if (fitted.lines.length === 0) return '';
  const lh = fitted.fontSize * (attrs.lineHeight ?? 1.15);
  // Baseline of the first line so that the block's cap-height box is centred on cy.
  const capHeight = fitted.fontSize * 0.72;
  const blockHeight = capHeight + lh * (fitted.lines.length - 1);
  const firstBaseline = cy - blockHeight / 2 + capHeight;
  const spans = fitted.lines
    .map((line, i) => `<tspan x="${num(cx)}" y="${num(firstBaseline + i * lh)}">${escapeXml(line)}</tspan>`)
    .join('');
  const ls = attrs.letterSpacing ? ` letter-spacing="${num(attrs.letterSpacing)}"` : '';
  return (
    `<text font-family="${FONT_FAMILY}" font-size="${num(fitted.fontSize)}" font-weight="${attrs.weight ?? 400}"` +
    ` fill="${attrs.fill}" text-anchor="middle"${ls}${attrs.extra ? ' ' + attrs.extra : ''}>${spans}</text>`
  );
}

/** HSL (h in degrees, s and l in 0..100) to a #rrggbb string. */
export function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hh / 30) % 12;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number) => ll - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}
