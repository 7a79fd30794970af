/**
 * Bottle outlines and glass colours shared by the product images (bottle-art.ts) and the
 * category scenes (scene-art.ts). Coordinates are absolute in the caller's viewBox.
 */
import { num } from './svg-util.js';

export type BottleForm = 'burgundy' | 'schlegel' | 'champagne';

export interface BottleGeometry {
  cx: number;
  bottom: number;
  bodyHalf: number;
  /** Where the straight body ends and the shoulder begins. */
  shoulderY: number;
  /** Where the shoulder meets the neck. */
  neckY: number;
  neckHalf: number;
  lipHalf: number;
  lipH: number;
  top: number;
  /** Bezier tension of the shoulder near the body (0..1) and near the neck. */
  c1: number;
  c2: number;
  corner: number;
}

/** Reference forms on a 700×800 canvas with the bottle standing on y = 740. */
const FORMS: Record<BottleForm, Omit<BottleGeometry, 'cx' | 'bottom'> & { bottomRef: number }> = {
  burgundy: {
    bottomRef: 740,
    bodyHalf: 118,
    shoulderY: 440,
    neckY: 252,
    neckHalf: 33,
    lipHalf: 37,
    lipH: 18,
    top: 80,
    c1: 0.42,
    c2: 0.5,
    corner: 18,
  },
  schlegel: {
    bottomRef: 740,
    bodyHalf: 104,
    shoulderY: 482,
    neckY: 228,
    neckHalf: 29,
    lipHalf: 33,
    lipH: 16,
    top: 62,
    c1: 0.55,
    c2: 0.55,
    corner: 16,
  },
  champagne: {
    bottomRef: 740,
    bodyHalf: 124,
    shoulderY: 468,
    neckY: 286,
    neckHalf: 36,
    lipHalf: 41,
    lipH: 24,
    top: 84,
    c1: 0.5,
    c2: 0.45,
    corner: 20,
  },
};

/** A bottle form placed with its centre at `cx`, standing on `bottom`, uniformly scaled. */
export function bottleGeometry(form: BottleForm, cx = 350, bottom = 740, scale = 1): BottleGeometry {
  const f = FORMS[form];
  const y = (v: number) => bottom - (f.bottomRef - v) * scale;
  return {
    cx,
    bottom,
    bodyHalf: f.bodyHalf * scale,
    shoulderY: y(f.shoulderY),
    neckY: y(f.neckY),
    neckHalf: f.neckHalf * scale,
    lipHalf: f.lipHalf * scale,
    lipH: f.lipH * scale,
    top: y(f.top),
    c1: f.c1,
    c2: f.c2,
    corner: f.corner * scale,
  };
}

/** The closed outline of a bottle as SVG path data. */
export function bottlePath(g: BottleGeometry): string {
  const { cx, bottom, bodyHalf: bh, shoulderY: sy, neckY: ny, neckHalf: nh, lipHalf: lh, lipH, top, corner: r } = g;
  const span = sy - ny;
  const lipBottom = top + lipH;
  const lr = Math.min(4, lipH / 3);
  const p: string[] = [
    `M${num(cx - bh)} ${num(bottom - r)}`,
    `L${num(cx - bh)} ${num(sy)}`,
    `C${num(cx - bh)} ${num(sy - span * g.c1)} ${num(cx - nh)} ${num(ny + span * g.c2)} ${num(cx - nh)} ${num(ny)}`,
    `L${num(cx - nh)} ${num(lipBottom)}`,
    `L${num(cx - lh + lr)} ${num(lipBottom)}`,
    `Q${num(cx - lh)} ${num(lipBottom)} ${num(cx - lh)} ${num(lipBottom - lr)}`,
    `L${num(cx - lh)} ${num(top + lr)}`,
    `Q${num(cx - lh)} ${num(top)} ${num(cx - lh + lr)} ${num(top)}`,
    `L${num(cx + lh - lr)} ${num(top)}`,
    `Q${num(cx + lh)} ${num(top)} ${num(cx + lh)} ${num(top + lr)}`,
    `L${num(cx + lh)} ${num(lipBottom - lr)}`,
    `Q${num(cx + lh)} ${num(lipBottom)} ${num(cx + lh - lr)} ${num(lipBottom)}`,
    `L${num(cx + nh)} ${num(lipBottom)}`,
    `L${num(cx + nh)} ${num(ny)}`,
    `C${num(cx + nh)} ${num(ny + span * g.c2)} ${num(cx + bh)} ${num(sy - span * g.c1)} ${num(cx + bh)} ${num(sy)}`,
    `L${num(cx + bh)} ${num(bottom - r)}`,
    `Q${num(cx + bh)} ${num(bottom)} ${num(cx + bh - r)} ${num(bottom)}`,
    `L${num(cx - bh + r)} ${num(bottom)}`,
    `Q${num(cx - bh)} ${num(bottom)} ${num(cx - bh)} ${num(bottom - r)}`,
    'Z',
  ];
  return p.join(' ');
}

export interface GlassColours {
  /** Main body colour. */
  base: string;
  /** Lighter tone for the lit side. */
  light: string;
  /** Darker tone for the shaded side. */
  dark: string;
  /** For clear glass: the wine colour inside (the glass itself is `base`). */
  wine?: string;
  wineDark?: string;
}

export const GLASS: Record<'red' | 'white' | 'rose' | 'sparkling', GlassColours> = {
  red: { base: '#1f3d2a', light: '#325c41', dark: '#132619' },
  white: { base: '#35582c', light: '#4f7a40', dark: '#22391c' },
  rose: { base: '#eef2ef', light: '#ffffff', dark: '#d5dedb', wine: '#f4a7b5', wineDark: '#e2849a' },
  sparkling: { base: '#17261d', light: '#2a4032', dark: '#0c1711' },
};

/** Default bottle form for a wine style. */
export function formForStyle(style: 'red' | 'white' | 'rose' | 'sparkling'): BottleForm {
  if (style === 'sparkling') return 'champagne';
  if (style === 'red') return 'burgundy';
  return 'schlegel';
}

/**
 * A complete bottle (glass, wine for clear glass, sheen, capsule) as SVG markup. Needs a unique
 * `id` prefix because it defines a clipPath. The label is not included.
 */
export function bottleMarkup(
  id: string,
  g: BottleGeometry,
  glass: GlassColours,
  capsule: { fill: string; bottom: number; stroke?: string },
): string {
  const d = bottlePath(g);
  const clip = `${id}-clip`;
  const out: string[] = [];
  out.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  out.push(`<path d="${d}" fill="${glass.base}"/>`);
  out.push(`<g clip-path="url(#${clip})">`);
  if (glass.wine) {
    // Clear glass: the wine fills the body up to the middle of the neck.
    const level = g.neckY - (g.neckY - g.top) * 0.35;
    out.push(
      `<rect x="${num(g.cx - g.bodyHalf - 2)}" y="${num(level)}" width="${num(g.bodyHalf * 2 + 4)}" height="${num(g.bottom - level + 2)}" fill="${glass.wine}"/>`,
    );
    out.push(
      `<rect x="${num(g.cx + g.bodyHalf * 0.42)}" y="${num(level)}" width="${num(g.bodyHalf)}" height="${num(g.bottom - level + 2)}" fill="${glass.wineDark ?? glass.wine}"/>`,
    );
    out.push(
      `<rect x="${num(g.cx - g.bodyHalf - 2)}" y="${num(level)}" width="${num(g.bodyHalf * 2 + 4)}" height="${num(Math.max(2, g.lipH * 0.25))}" fill="#ffffff" opacity="0.45"/>`,
    );
    // Punt at the bottom of clear glass.
    out.push(
      `<ellipse cx="${num(g.cx)}" cy="${num(g.bottom)}" rx="${num(g.bodyHalf * 0.62)}" ry="${num(g.bodyHalf * 0.16)}" fill="${glass.dark}" opacity="0.55"/>`,
    );
  } else {
    out.push(
      `<rect x="${num(g.cx + g.bodyHalf * 0.42)}" y="${num(g.top)}" width="${num(g.bodyHalf)}" height="${num(g.bottom - g.top)}" fill="${glass.dark}"/>`,
    );
  }
  // Sheen: two soft vertical highlights on the lit side, a rim light on the shaded side.
  out.push(
    `<rect x="${num(g.cx - g.bodyHalf * 0.7)}" y="${num(g.top)}" width="${num(g.bodyHalf * 0.16)}" height="${num(g.bottom - g.top)}" fill="#ffffff" opacity="${glass.wine ? 0.55 : 0.16}"/>`,
  );
  out.push(
    `<rect x="${num(g.cx - g.bodyHalf * 0.46)}" y="${num(g.top)}" width="${num(g.bodyHalf * 0.06)}" height="${num(g.bottom - g.top)}" fill="#ffffff" opacity="${glass.wine ? 0.4 : 0.1}"/>`,
  );
  out.push(
    `<rect x="${num(g.cx + g.bodyHalf * 0.8)}" y="${num(g.top)}" width="${num(g.bodyHalf * 0.06)}" height="${num(g.bottom - g.top)}" fill="#ffffff" opacity="${glass.wine ? 0.3 : 0.07}"/>`,
  );
  // Capsule over the top of the bottle down to capsule.bottom.
  out.push(
    `<rect x="${num(g.cx - g.bodyHalf - 2)}" y="${num(g.top - 2)}" width="${num(g.bodyHalf * 2 + 4)}" height="${num(capsule.bottom - g.top + 2)}" fill="${capsule.fill}"/>`,
  );
  out.push(
    `<rect x="${num(g.cx + g.bodyHalf * 0.3)}" y="${num(g.top - 2)}" width="${num(g.bodyHalf)}" height="${num(capsule.bottom - g.top + 2)}" fill="#000000" opacity="0.16"/>`,
  );
  out.push(
    `<rect x="${num(g.cx - g.bodyHalf * 0.62)}" y="${num(g.top - 2)}" width="${num(g.bodyHalf * 0.5)}" height="${num(capsule.bottom - g.top + 2)}" fill="#ffffff" opacity="0.12"/>`,
  );
  out.push(
    `<rect x="${num(g.cx - g.bodyHalf - 2)}" y="${num(capsule.bottom - Math.max(2, g.lipH * 0.22))}" width="${num(g.bodyHalf * 2 + 4)}" height="${num(Math.max(2, g.lipH * 0.22))}" fill="#000000" opacity="0.18"/>`,
  );
  out.push('</g>');
  if (glass.wine)
    out.push(`<path d="${d}" fill="none" stroke="#b9c6c2" stroke-width="${num(Math.max(1, g.bodyHalf * 0.025))}"/>`);
  return out.join('');
}
