/**
 * Product images: a flat-design wine bottle (or a wooden box of three bottles, or a gift
 * voucher) with a label, on a light warm background. 700×800 viewBox (7:8), deterministic:
 * the same art always gives the same markup; small variations (label colour and layout)
 * come from a hash of the label text so products look different from each other.
 */
import type { BottleStyle, SeedMediaArt } from '../seed/catalogue-types.js';
import {
  GLASS,
  bottleGeometry,
  bottleMarkup,
  formForStyle,
  type BottleGeometry,
  type GlassColours,
} from './bottle-shapes.js';
import {
  BRAND_PRIMARY,
  BRAND_SECONDARY,
  FONT_FAMILY,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  PAPER,
  escapeXml,
  fitText,
  hashString,
  isOneOf,
  normaliseText,
  num,
  pick,
  textBlock,
} from './svg-util.js';

export const BOTTLE_VIEWBOX = { width: 700, height: 800 } as const;

const BOTTLE_STYLES: readonly BottleStyle[] = ['red', 'white', 'rose', 'sparkling', 'package', 'voucher'];

/** Accent colours for labels, capsules and ribbons, chosen per product from the label hash. */
const ACCENTS: Record<BottleStyle, readonly string[]> = {
  red: ['#7b1e2e', '#5b2545', BRAND_PRIMARY, '#8c3a22', '#3f2a4f', '#6d1a1a'],
  white: [BRAND_PRIMARY, '#2f6b4f', '#a87a26', '#3e6e8c', '#5b2545'],
  rose: ['#c4566f', '#b06a8a', BRAND_PRIMARY, '#d0775f', '#9a4f6e'],
  sparkling: ['#1c1c1c', BRAND_PRIMARY, '#5b2545', '#234236'],
  package: [BRAND_PRIMARY, '#7b1e2e', '#2f6b4f', '#8c3a22'],
  voucher: [BRAND_PRIMARY, '#7b1e2e', '#2b5a45', '#3f2a4f'],
};

const PAPER_EDGE = '#e9e0cc';

/** A small grape cluster emblem centred on (cx, cy), about 4.4·r wide. */
function grapeEmblem(cx: number, cy: number, r: number, fill: string, leaf?: string): string {
  const out: string[] = [];
  const rows = [3, 2, 1];
  const step = r * 1.85;
  let y = cy - step * 0.7;
  for (const n of rows) {
    for (let i = 0; i < n; i++)
      out.push(`<circle cx="${num(cx + (i - (n - 1) / 2) * step)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"/>`);
    y += step * 0.86;
  }
  const top = cy - step * 0.7 - r;
  out.push(
    `<path d="M${num(cx)} ${num(top)} q${num(r * 0.2)} ${num(-r * 1.2)} ${num(r * 1.1)} ${num(-r * 1.6)}" stroke="${leaf ?? fill}" stroke-width="${num(r * 0.38)}" fill="none" stroke-linecap="round"/>`,
  );
  out.push(
    `<path d="M${num(cx + r * 0.3)} ${num(top - r * 0.5)} q${num(r * 1.6)} ${num(-r * 1.4)} ${num(r * 2.6)} ${num(-r * 0.2)} q${num(-r * 1.2)} ${num(r * 1.3)} ${num(-r * 2.6)} ${num(r * 0.2)}z" fill="${leaf ?? fill}"/>`,
  );
  return out.join('');
}

function background(hash: number, accent: string): string {
  const tints = ['#f3ece2', '#efe9e0', '#f1ebe3', '#eee8dd'];
  const warm = pick(tints, hash >>> 3);
  return (
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#fcfaf6"/><stop offset="1" stop-color="${warm}"/></radialGradient></defs>` +
    `<rect width="700" height="800" fill="url(#bg)"/>` +
    `<circle cx="350" cy="440" r="270" fill="${accent}" opacity="0.06"/>` +
    `<rect x="0" y="740" width="700" height="60" fill="#000000" opacity="0.025"/>`
  );
}

function floorShadow(cx: number, rx: number): string {
  return (
    `<ellipse cx="${num(cx)}" cy="742" rx="${num(rx * 1.35)}" ry="16" fill="#3a2c1c" opacity="0.10"/>` +
    `<ellipse cx="${num(cx)}" cy="741" rx="${num(rx * 1.05)}" ry="9" fill="#3a2c1c" opacity="0.16"/>`
  );
}

interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The paper label with the product text; three layouts picked by hash. */
function wineLabel(box: LabelBox, art: SeedMediaArt, accent: string, variant: number): string {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const label = normaliseText(art.label);
  const sub = normaliseText(art.sublabel);
  const out: string[] = [];
  const dark = variant === 2;
  const paper = dark ? accent : PAPER;
  const ink = dark ? PAPER : BRAND_PRIMARY;
  const subInk = dark ? GOLD_LIGHT : BRAND_SECONDARY;
  const clipId = 'label-clip';
  out.push(
    `<clipPath id="${clipId}"><rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="4"/></clipPath>`,
  );
  out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="4" fill="${paper}"/>`);
  out.push(`<g clip-path="url(#${clipId})">`);
  let textTop = y + 18;
  if (variant === 0) {
    // Coloured band on top with a cream grape emblem.
    out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h * 0.26)}" fill="${accent}"/>`);
    out.push(`<rect x="${num(x)}" y="${num(y + h * 0.26)}" width="${num(w)}" height="3" fill="${GOLD}"/>`);
    out.push(grapeEmblem(cx, y + h * 0.14, h * 0.028, PAPER));
    textTop = y + h * 0.26 + 10;
  } else if (variant === 1) {
    // Framed label with an emblem in the accent colour.
    out.push(
      `<rect x="${num(x + 8)}" y="${num(y + 8)}" width="${num(w - 16)}" height="${num(h - 16)}" rx="2" fill="none" stroke="${accent}" stroke-width="2.5"/>`,
    );
    out.push(
      `<rect x="${num(x + 13)}" y="${num(y + 13)}" width="${num(w - 26)}" height="${num(h - 26)}" rx="1" fill="none" stroke="${accent}" stroke-width="1" opacity="0.6"/>`,
    );
    out.push(grapeEmblem(cx, y + h * 0.16, h * 0.026, accent));
    textTop = y + h * 0.27;
  } else {
    // Full-colour label with a gold frame line and emblem.
    out.push(
      `<rect x="${num(x + 7)}" y="${num(y + 7)}" width="${num(w - 14)}" height="${num(h - 14)}" rx="2" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`,
    );
    out.push(grapeEmblem(cx, y + h * 0.16, h * 0.026, GOLD_LIGHT));
    textTop = y + h * 0.27;
  }
  const footerH = h * 0.16;
  const textBottom = y + h - footerH;
  const inner = w - 28;
  const fittedLabel = fitText(label, {
    width: inner,
    maxSize: Math.min(42, h * 0.19),
    minSize: 17,
    maxLines: 2,
    bold: true,
  });
  const fittedSub = sub ? fitText(sub, { width: inner, maxSize: Math.min(26, h * 0.12), minSize: 13 }) : null;
  const labelH = fittedLabel.lines.length * fittedLabel.fontSize * 1.12;
  const subH = fittedSub ? fittedSub.fontSize * 1.6 : 0;
  const blockTop = textTop + (textBottom - textTop - labelH - subH) / 2;
  out.push(textBlock(fittedLabel, cx, blockTop + labelH / 2, { fill: ink, weight: 700, lineHeight: 1.12 }));
  if (fittedSub) {
    const ruleY = blockTop + labelH + subH * 0.18;
    out.push(
      `<rect x="${num(cx - 18)}" y="${num(ruleY)}" width="36" height="2" fill="${dark ? GOLD : accent}" opacity="0.8"/>`,
    );
    out.push(textBlock(fittedSub, cx, ruleY + subH * 0.5, { fill: subInk, weight: 400 }));
  }
  out.push(
    `<text x="${num(cx)}" y="${num(y + h - footerH * 0.42)}" font-family="${FONT_FAMILY}" font-size="${num(Math.min(12, h * 0.065))}" letter-spacing="3" fill="${dark ? GOLD_LIGHT : BRAND_SECONDARY}" text-anchor="middle">PFALZ</text>`,
  );
  // Gentle shading where the label curves away on the right.
  out.push(
    `<rect x="${num(x + w * 0.78)}" y="${num(y)}" width="${num(w * 0.22)}" height="${num(h)}" fill="#000000" opacity="0.07"/>`,
  );
  out.push(
    `<rect x="${num(x + w * 0.9)}" y="${num(y)}" width="${num(w * 0.1)}" height="${num(h)}" fill="#000000" opacity="0.05"/>`,
  );
  out.push('</g>');
  if (!dark)
    out.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="4" fill="none" stroke="${PAPER_EDGE}" stroke-width="1.5"/>`,
    );
  return out.join('');
}

function capsuleFor(
  style: 'red' | 'white' | 'rose' | 'sparkling',
  accent: string,
  hash: number,
  g: BottleGeometry,
): { fill: string; bottom: number } {
  if (style === 'sparkling') return { fill: GOLD, bottom: g.neckY + (g.shoulderY - g.neckY) * 0.45 };
  const fill =
    style === 'red'
      ? pick([accent, '#2a2a2a', accent], hash >>> 7)
      : style === 'rose'
        ? pick(['#e8d9c9', GOLD, '#f3f0ea'], hash >>> 7)
        : pick([GOLD, '#c9ccd1', accent], hash >>> 7);
  return { fill, bottom: g.top + (g.neckY - g.top) * 0.5 };
}

function wineBottle(
  art: SeedMediaArt,
  style: 'red' | 'white' | 'rose' | 'sparkling',
  hash: number,
  accent: string,
): string {
  const g = bottleGeometry(formForStyle(style));
  const glass: GlassColours = GLASS[style];
  const capsule = capsuleFor(style, accent, hash, g);
  const out: string[] = [floorShadow(g.cx, g.bodyHalf)];
  out.push(bottleMarkup('bottle', g, glass, capsule));
  if (style === 'sparkling') {
    // Foil details: a darker seam, a neck band in the accent colour and the wire cage on top.
    out.push(`<g clip-path="url(#bottle-clip)">`);
    out.push(`<rect x="${num(g.cx - 120)}" y="${num(capsule.bottom - 34)}" width="240" height="26" fill="${accent}"/>`);
    out.push(
      `<rect x="${num(g.cx - 120)}" y="${num(capsule.bottom - 34)}" width="240" height="3" fill="${GOLD_LIGHT}"/>`,
    );
    out.push(
      `<rect x="${num(g.cx - 120)}" y="${num(capsule.bottom - 11)}" width="240" height="3" fill="${GOLD_LIGHT}"/>`,
    );
    out.push(
      `<rect x="${num(g.cx - 3)}" y="${num(g.top)}" width="6" height="${num(capsule.bottom - g.top - 34)}" fill="${GOLD_DARK}" opacity="0.45"/>`,
    );
    out.push(
      `<rect x="${num(g.cx - g.lipHalf * 0.7)}" y="${num(g.top + 4)}" width="${num(g.lipHalf * 1.4)}" height="4" fill="${GOLD_LIGHT}" opacity="0.8"/>`,
    );
    out.push('</g>');
    // Muselet: the wire loop at the top.
    out.push(
      `<path d="M${num(g.cx - 12)} ${num(g.top + 2)} q12 -18 24 0" fill="none" stroke="#bfc3c7" stroke-width="3"/>`,
    );
  } else {
    // Neck label in the accent colour with thin gold rules, just above the shoulder.
    const nb = g.neckY - 8;
    const nh = 34;
    out.push(
      `<g clip-path="url(#bottle-clip)"><rect x="${num(g.cx - 60)}" y="${num(nb - nh)}" width="120" height="${nh}" fill="${accent}"/>`,
    );
    out.push(`<rect x="${num(g.cx - 60)}" y="${num(nb - nh + 4)}" width="120" height="2" fill="${GOLD_LIGHT}"/>`);
    out.push(`<rect x="${num(g.cx - 60)}" y="${num(nb - 6)}" width="120" height="2" fill="${GOLD_LIGHT}"/>`);
    out.push(`<circle cx="${num(g.cx)}" cy="${num(nb - nh / 2)}" r="4" fill="${GOLD_LIGHT}"/>`);
    out.push(
      `<rect x="${num(g.cx + g.neckHalf * 0.3)}" y="${num(nb - nh)}" width="60" height="${nh}" fill="#000000" opacity="0.18"/></g>`,
    );
  }
  const lw = g.bodyHalf * 2 - 22;
  const labelTop = g.shoulderY + 34;
  const labelH = Math.min(250, g.bottom - labelTop - 34);
  out.push(wineLabel({ x: g.cx - lw / 2, y: labelTop, w: lw, h: labelH }, art, accent, (hash >>> 11) % 3));
  return out.join('');
}

/** A wooden (or cardboard) box with three bottle necks showing and a label on the front. */
function packageBox(art: SeedMediaArt, hash: number, accent: string): string {
  const kraft = (hash >>> 5) % 3 === 2;
  const wood = kraft ? '#c9a57c' : '#c48f5a';
  const woodLight = kraft ? '#d6b890' : '#d6a572';
  const woodDark = kraft ? '#a9855c' : '#9a6a3c';
  const out: string[] = [floorShadow(350, 200)];
  const bx = 95;
  const bw = 510;
  const backTop = 420;
  const frontTop = 500;
  const bottom = 736;
  // Back panel.
  out.push(`<rect x="${bx}" y="${backTop}" width="${bw}" height="${bottom - backTop}" fill="${woodDark}"/>`);
  out.push(`<rect x="${bx}" y="${backTop}" width="${bw}" height="8" fill="#000000" opacity="0.12"/>`);
  // Three bottles with mixed glass.
  const sets: ReadonlyArray<
    readonly [
      'red' | 'white' | 'rose' | 'sparkling',
      'red' | 'white' | 'rose' | 'sparkling',
      'red' | 'white' | 'rose' | 'sparkling',
    ]
  > = [
    ['white', 'red', 'rose'],
    ['red', 'red', 'red'],
    ['white', 'white', 'white'],
    ['red', 'white', 'red'],
    ['white', 'rose', 'white'],
  ];
  const set = pick(sets, hash >>> 9);
  const xs = [350 - 160, 350, 350 + 160];
  set.forEach((style, i) => {
    const cx = xs[i] ?? 350;
    const g = bottleGeometry(style === 'red' ? 'burgundy' : 'schlegel', cx, bottom - 6, style === 'red' ? 0.66 : 0.66);
    const capsule = {
      fill: style === 'red' ? accent : i === 1 ? '#c9ccd1' : GOLD,
      bottom: g.top + (g.neckY - g.top) * 0.5,
    };
    out.push(bottleMarkup(`pkg${i}`, g, GLASS[style], capsule));
  });
  // Dividers between the bottles, seen above the front panel.
  for (const dx of [270, 430])
    out.push(
      `<rect x="${dx - 4}" y="${backTop + 30}" width="8" height="${frontTop - backTop - 30}" fill="${woodDark}"/>`,
    );
  // Front panel: three planks with grain, end posts and nails.
  const plankH = (bottom - frontTop) / 3;
  for (let i = 0; i < 3; i++) {
    const py = frontTop + i * plankH;
    out.push(
      `<rect x="${bx}" y="${num(py)}" width="${bw}" height="${num(plankH)}" fill="${i === 1 ? wood : woodLight}"/>`,
    );
    out.push(`<rect x="${bx}" y="${num(py + plankH - 3)}" width="${bw}" height="3" fill="#000000" opacity="0.14"/>`);
    if (!kraft) {
      for (let k = 0; k < 3; k++) {
        const gy = py + plankH * (0.28 + k * 0.22);
        const sx = bx + 40 + ((hash >>> (k + i * 3)) % 120);
        out.push(
          `<path d="M${num(sx)} ${num(gy)} c60 -6 120 6 180 0 s120 -4 170 2" fill="none" stroke="${woodDark}" stroke-width="2" opacity="0.35"/>`,
        );
      }
    }
  }
  out.push(
    `<rect x="${bx}" y="${frontTop}" width="30" height="${bottom - frontTop}" fill="${woodDark}" opacity="0.55"/>`,
  );
  out.push(
    `<rect x="${bx + bw - 30}" y="${frontTop}" width="30" height="${bottom - frontTop}" fill="${woodDark}" opacity="0.75"/>`,
  );
  for (const nx of [bx + 15, bx + bw - 15])
    for (let i = 0; i < 3; i++)
      out.push(`<circle cx="${nx}" cy="${num(frontTop + plankH * (i + 0.5))}" r="4" fill="#5a4330" opacity="0.7"/>`);
  out.push(`<rect x="${bx}" y="${frontTop}" width="${bw}" height="6" fill="#ffffff" opacity="0.18"/>`);
  // Paper label on the front.
  const lw = 300;
  const lh = 150;
  const lx = 350 - lw / 2;
  const ly = frontTop + (bottom - frontTop - lh) / 2;
  out.push(
    `<rect x="${lx + 4}" y="${num(ly + 5)}" width="${lw}" height="${lh}" rx="4" fill="#000000" opacity="0.15"/>`,
  );
  out.push(`<rect x="${lx}" y="${num(ly)}" width="${lw}" height="${lh}" rx="4" fill="${PAPER}"/>`);
  out.push(`<rect x="${lx}" y="${num(ly)}" width="10" height="${lh}" fill="${accent}"/>`);
  out.push(`<rect x="${lx + lw - 10}" y="${num(ly)}" width="10" height="${lh}" fill="${accent}"/>`);
  const label = normaliseText(art.label);
  const sub = normaliseText(art.sublabel);
  const fl = fitText(label, { width: lw - 56, maxSize: 34, minSize: 16, maxLines: 2, bold: true });
  const fs = sub ? fitText(sub, { width: lw - 56, maxSize: 22, minSize: 12 }) : null;
  const lH = fl.lines.length * fl.fontSize * 1.12;
  const sH = fs ? fs.fontSize * 1.5 : 0;
  const top = ly + (lh - lH - sH) / 2;
  out.push(textBlock(fl, 350, top + lH / 2, { fill: BRAND_PRIMARY, weight: 700, lineHeight: 1.12 }));
  if (fs) out.push(textBlock(fs, 350, top + lH + sH * 0.6, { fill: BRAND_SECONDARY }));
  return out.join('');
}

/** A gift card in front of an envelope, tied with a ribbon and a bow. */
function voucherCard(art: SeedMediaArt, hash: number, accent: string): string {
  const out: string[] = [];
  const cw = 520;
  const ch = 330;
  const cx = 350;
  const cy = 470;
  const tilt = -4 + ((hash >>> 4) % 3);
  out.push(`<ellipse cx="350" cy="700" rx="300" ry="22" fill="#3a2c1c" opacity="0.08"/>`);
  // Envelope behind.
  out.push(`<g transform="rotate(6 ${cx} ${cy - 40})">`);
  out.push(
    `<rect x="${cx - cw / 2 + 10}" y="${cy - ch / 2 - 70}" width="${cw}" height="${ch}" rx="10" fill="#e9dcc4"/>`,
  );
  out.push(
    `<path d="M${cx - cw / 2 + 10} ${cy - ch / 2 - 66} L${cx + 10} ${cy - 40} L${cx + cw / 2 + 10} ${cy - ch / 2 - 66}" fill="none" stroke="#d2c09f" stroke-width="4" stroke-linejoin="round"/>`,
  );
  out.push('</g>');
  // The card.
  const x = cx - cw / 2;
  const y = cy - ch / 2;
  out.push(`<g transform="rotate(${tilt} ${cx} ${cy})">`);
  out.push(`<rect x="${x + 6}" y="${y + 10}" width="${cw}" height="${ch}" rx="22" fill="#000000" opacity="0.16"/>`);
  out.push(`<clipPath id="card-clip"><rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="22"/></clipPath>`);
  out.push(`<rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="22" fill="${accent}"/>`);
  out.push(`<g clip-path="url(#card-clip)">`);
  out.push(`<circle cx="${x + cw * 0.12}" cy="${y + ch * 1.05}" r="170" fill="#ffffff" opacity="0.05"/>`);
  out.push(`<circle cx="${x + cw * 0.35}" cy="${y - 40}" r="120" fill="#ffffff" opacity="0.04"/>`);
  const rx = x + cw * 0.78;
  const ry = y + ch * 0.24;
  out.push(`<rect x="${rx - 18}" y="${y}" width="36" height="${ch}" fill="${GOLD}"/>`);
  out.push(`<rect x="${rx - 18}" y="${y}" width="6" height="${ch}" fill="${GOLD_LIGHT}" opacity="0.7"/>`);
  out.push(`<rect x="${x}" y="${ry - 18}" width="${cw}" height="36" fill="${GOLD}"/>`);
  out.push(`<rect x="${x}" y="${ry - 18}" width="${cw}" height="6" fill="${GOLD_LIGHT}" opacity="0.7"/>`);
  out.push('</g>');
  // Bow: two loops, two tails and a knot.
  out.push(
    `<path d="M${rx} ${ry} C${rx - 40} ${ry - 80} ${rx - 110} ${ry - 50} ${rx - 88} ${ry - 6} C${rx - 74} ${ry + 20} ${rx - 30} ${ry + 10} ${rx} ${ry}Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="3"/>`,
  );
  out.push(
    `<path d="M${rx} ${ry} C${rx + 40} ${ry - 80} ${rx + 110} ${ry - 50} ${rx + 88} ${ry - 6} C${rx + 74} ${ry + 20} ${rx + 30} ${ry + 10} ${rx} ${ry}Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="3"/>`,
  );
  out.push(
    `<path d="M${rx - 6} ${ry + 6} L${rx - 44} ${ry + 86} L${rx - 26} ${ry + 80} L${rx - 18} ${ry + 98} L${rx + 4} ${ry + 10}Z" fill="${GOLD_DARK}"/>`,
  );
  out.push(
    `<path d="M${rx + 6} ${ry + 6} L${rx + 40} ${ry + 80} L${rx + 22} ${ry + 78} L${rx + 16} ${ry + 96} L${rx - 4} ${ry + 10}Z" fill="${GOLD}"/>`,
  );
  out.push(`<circle cx="${rx}" cy="${ry}" r="17" fill="${GOLD_LIGHT}" stroke="${GOLD_DARK}" stroke-width="3"/>`);
  // Text on the card, left of the ribbon.
  const tx = x + 36;
  const tw = rx - 40 - tx;
  const tcx = tx + tw / 2;
  out.push(grapeEmblem(tcx, ry + 64, 8, GOLD_LIGHT));
  const label = normaliseText(art.label);
  const sub = normaliseText(art.sublabel);
  const fl = fitText(label, { width: tw, maxSize: 46, minSize: 18, maxLines: 2, bold: true });
  const fs = sub ? fitText(sub, { width: tw, maxSize: 54, minSize: 16, bold: true }) : null;
  const lH = fl.lines.length * fl.fontSize * 1.12;
  const sH = fs ? fs.fontSize * 1.35 : 0;
  const areaTop = ry + 100;
  const areaBottom = y + ch - 44;
  const top = areaTop + (areaBottom - areaTop - lH - sH) / 2;
  out.push(textBlock(fl, tcx, top + lH / 2, { fill: PAPER, weight: 700, lineHeight: 1.12 }));
  if (fs) out.push(textBlock(fs, tcx, top + lH + sH * 0.6, { fill: GOLD_LIGHT, weight: 700 }));
  out.push(
    `<text x="${num(tcx)}" y="${y + ch - 22}" font-family="${FONT_FAMILY}" font-size="13" letter-spacing="3" fill="${PAPER}" opacity="0.75" text-anchor="middle">WEINGUT · PFALZ</text>`,
  );
  out.push('</g>');
  return out.join('');
}

/** The SVG markup (700×800) for a product image. Non-bottle styles fall back to a red wine bottle. */
export function renderBottleSvg(art: SeedMediaArt): string {
  const style: BottleStyle = isOneOf(BOTTLE_STYLES, art.style) ? art.style : 'red';
  const hash = hashString(`${style}|${normaliseText(art.label)}|${normaliseText(art.sublabel)}`);
  const accent = pick(ACCENTS[style], hash);
  let body: string;
  if (style === 'package') body = packageBox(art, hash, accent);
  else if (style === 'voucher') body = voucherCard(art, hash, accent);
  else body = wineBottle(art, style, hash, accent);
  const title = normaliseText(art.alt) || normaliseText(art.label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="800" viewBox="0 0 700 800">` +
    (title ? `<title>${escapeXml(title)}</title>` : '') +
    background(hash, accent) +
    body +
    `</svg>`
  );
}
