/**
 * Category (mega-menu) images: simple flat landscape scenes, 1240×1000 (31:25), with the
 * label on a caption band at the bottom. Deterministic: small variations (sun position,
 * light, accents) come from a hash of the label so sibling categories look different.
 */
import type { SceneMotif, SeedMediaArt } from '../seed/catalogue-types.js';
import { GLASS, bottleGeometry, bottleMarkup, type BottleForm, type GlassColours } from './bottle-shapes.js';
import {
  BRAND_PRIMARY,
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
  seededRandom,
  textBlock,
} from './svg-util.js';

export const SCENE_VIEWBOX = { width: 1240, height: 1000 } as const;

const W = 1240;
const H = 1000;
/** Top of the caption band; the picture is drawn above it (and a little below, hidden). */
const BAND_TOP = 850;

const MOTIFS: readonly SceneMotif[] = ['vineyard', 'cellar', 'bottles', 'glass', 'estate', 'gift', 'hills', 'logo'];

type Pt = readonly [number, number];

/** A smooth closed shape through `pts` (Catmull-Rom as cubic Béziers), closed along y = `bottom`. */
function hill(pts: readonly Pt[], bottom: number, fill: string, extra = ''): string {
  return `<path d="${smoothLine(pts)} L${num(pts[pts.length - 1]?.[0] ?? W)} ${bottom} L${num(pts[0]?.[0] ?? 0)} ${bottom} Z" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function smoothLine(pts: readonly Pt[]): string {
  const p = (i: number): Pt => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? [0, 0];
  let d = `M${num(p(0)[0])} ${num(p(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += ` C${num(x1 + (x2 - x0) / 6)} ${num(y1 + (y2 - y0) / 6)} ${num(x2 - (x3 - x1) / 6)} ${num(y2 - (y3 - y1) / 6)} ${num(x2)} ${num(y2)}`;
  }
  return d;
}

interface Sky {
  top: string;
  bottom: string;
  sun: string;
}

const SKIES: readonly Sky[] = [
  { top: '#a9d0e4', bottom: '#f3ead6', sun: '#fff3c4' },
  { top: '#b7d6e3', bottom: '#f6e4c8', sun: '#ffe7a8' },
  { top: '#f0c58f', bottom: '#fbe9cf', sun: '#fff1cf' },
];

function sky(sk: Sky, sunX: number, sunY: number, sunR = 62): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sk.top}"/><stop offset="1" stop-color="${sk.bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2.1}" fill="${sk.sun}" opacity="0.25"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 1.45}" fill="${sk.sun}" opacity="0.35"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sk.sun}"/>`
  );
}

function cloud(x: number, y: number, s: number, opacity = 0.85): string {
  return (
    `<g fill="#ffffff" opacity="${opacity}">` +
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(70 * s)}" ry="${num(24 * s)}"/>` +
    `<circle cx="${num(x - 22 * s)}" cy="${num(y - 14 * s)}" r="${num(28 * s)}"/>` +
    `<circle cx="${num(x + 18 * s)}" cy="${num(y - 22 * s)}" r="${num(34 * s)}"/>` +
    `</g>`
  );
}

/** Clouds placed in the half of the sky that does not hold the sun. */
function awayFromSun(
  sunX: number,
  rand: () => number,
  clouds: ReadonlyArray<readonly [number, number, number]>,
): string[] {
  const left = sunX > W / 2;
  return clouds.map(([y, s, o], i) => {
    const lane = (i + 0.5) / clouds.length;
    const x = left ? 90 + lane * 460 + rand() * 60 : W - 90 - lane * 460 - rand() * 60;
    return cloud(x, y, s, o);
  });
}

function tree(x: number, baseY: number, s: number, leaf: string, leafDark: string): string {
  return (
    `<rect x="${num(x - 6 * s)}" y="${num(baseY - 70 * s)}" width="${num(12 * s)}" height="${num(70 * s)}" fill="#6b4a32"/>` +
    `<circle cx="${num(x)}" cy="${num(baseY - 100 * s)}" r="${num(46 * s)}" fill="${leaf}"/>` +
    `<circle cx="${num(x - 30 * s)}" cy="${num(baseY - 78 * s)}" r="${num(32 * s)}" fill="${leaf}"/>` +
    `<circle cx="${num(x + 30 * s)}" cy="${num(baseY - 76 * s)}" r="${num(34 * s)}" fill="${leafDark}"/>` +
    `<circle cx="${num(x + 14 * s)}" cy="${num(baseY - 116 * s)}" r="${num(28 * s)}" fill="${leafDark}" opacity="0.6"/>`
  );
}

function conifer(x: number, baseY: number, h: number, fill: string): string {
  const w = h * 0.42;
  return `<path d="M${num(x)} ${num(baseY - h)} L${num(x + w / 2)} ${num(baseY)} L${num(x - w / 2)} ${num(baseY)} Z" fill="${fill}"/>`;
}

/** Vineyard rows in perspective: wedges converging to (vx, vy), clipped to `clipId`. */
function vineRows(
  clipId: string,
  vx: number,
  vy: number,
  rows: number,
  spacing: number,
  rowColour: string,
  groundColour: string,
  bottom = BAND_TOP + 20,
): string {
  const out: string[] = [
    `<g clip-path="url(#${clipId})">`,
    `<rect x="0" y="0" width="${W}" height="${H}" fill="${groundColour}"/>`,
  ];
  for (let i = -rows; i <= rows; i++) {
    const bx = vx + i * spacing;
    const half = spacing * 0.2;
    out.push(
      `<path d="M${num(vx + i * 0.5)} ${vy} L${num(bx + half)} ${bottom} L${num(bx - half)} ${bottom} Z" fill="${rowColour}"/>`,
    );
  }
  out.push('</g>');
  return out.join('');
}

function vineyardScene(rand: () => number, sk: Sky): string {
  const sunX = 260 + Math.round(rand() * 720);
  const out: string[] = [sky(sk, sunX, 190)];
  out.push(
    ...awayFromSun(sunX, rand, [
      [140, 1.1, 0.85],
      [250, 0.8, 0.7],
    ]),
  );
  out.push(
    hill(
      [
        [0, 470],
        [260, 400],
        [560, 440],
        [860, 380],
        [1240, 430],
      ],
      H,
      '#b5c9b4',
    ),
  );
  // A village church on the far hill.
  out.push(
    `<g fill="#9fb3a2"><rect x="842" y="330" width="26" height="60"/><path d="M838 332 L855 290 L872 332 Z"/><rect x="868" y="356" width="60" height="34"/><path d="M864 358 L898 336 L932 358 Z"/></g>`,
  );
  out.push(
    hill(
      [
        [0, 540],
        [300, 480],
        [640, 520],
        [980, 470],
        [1240, 500],
      ],
      H,
      '#93b27c',
    ),
  );
  for (const [x, s] of [
    [120, 0.8],
    [190, 0.65],
    [1080, 0.75],
  ] as const)
    out.push(tree(x, 520 - (x > 600 ? 22 : 30), s, '#6f9a55', '#5d8748'));
  const front: Pt[] = [
    [0, 620],
    [320, 560],
    [700, 585],
    [1000, 560],
    [1240, 600],
  ];
  out.push(`<clipPath id="front-hill"><path d="${smoothLine(front)} L${W} ${H} L0 ${H} Z"/></clipPath>`);
  out.push(vineRows('front-hill', 600, 300, 16, 120, '#4e7a37', '#b8c46e'));
  out.push(`<path d="${smoothLine(front)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.25"/>`);
  // Posts at the row ends in the foreground.
  return out.join('');
}

function hillsScene(rand: () => number, sk: Sky): string {
  // Keep the sun clear of the castle on the far ridge (x 600–780).
  const sunX = rand() > 0.5 ? 220 + Math.round(rand() * 240) : 900 + Math.round(rand() * 140);
  const out: string[] = [sky(sk, sunX, 230, 70)];
  out.push(
    ...awayFromSun(sunX, rand, [
      [130, 0.9, 0.75],
      [190, 1.2, 0.8],
    ]),
  );
  out.push(
    hill(
      [
        [0, 420],
        [200, 360],
        [420, 400],
        [640, 330],
        [900, 390],
        [1240, 350],
      ],
      H,
      '#c2d2d6',
    ),
  );
  // Castle ruin on the far ridge (the Pfalz has many).
  out.push(
    `<g fill="#a3b7be"><rect x="600" y="250" width="40" height="100"/>` +
      [596, 612, 628].map((x) => `<rect x="${x}" y="238" width="10" height="14"/>`).join('') +
      `<rect x="640" y="292" width="110" height="58"/>` +
      [644, 662, 680, 698, 716, 734].map((x) => `<rect x="${x}" y="282" width="10" height="12"/>`).join('') +
      `<rect x="744" y="270" width="28" height="80"/><path d="M740 272 L758 244 L776 272 Z"/></g>` +
      `<g fill="#c2d2d6"><rect x="614" y="272" width="10" height="20" rx="5"/><rect x="686" y="310" width="10" height="18" rx="5"/></g>`,
  );
  out.push(
    hill(
      [
        [0, 480],
        [240, 430],
        [520, 470],
        [800, 420],
        [1060, 460],
        [1240, 430],
      ],
      H,
      '#a3bfae',
    ),
  );
  // Forest on the second ridge.
  const ridge = (x: number) => 470 - 40 * Math.sin((x / 1240) * Math.PI * 2.2 + 0.6);
  for (let x = 10; x < W; x += 26 + Math.round(rand() * 18)) {
    const h = 46 + rand() * 40;
    out.push(conifer(x, ridge(x) + 30, h, rand() > 0.5 ? '#6f957f' : '#7fa38c'));
  }
  out.push(
    hill(
      [
        [0, 560],
        [300, 510],
        [620, 560],
        [940, 500],
        [1240, 540],
      ],
      H,
      '#86a97a',
    ),
  );
  const mid: Pt[] = [
    [0, 640],
    [360, 590],
    [760, 630],
    [1240, 580],
  ];
  out.push(`<clipPath id="mid-hill"><path d="${smoothLine(mid)} L${W} ${H} L0 ${H} Z"/></clipPath>`);
  out.push(hill(mid, H, '#6f955f'));
  // Diagonal vineyard stripes on the near slope.
  out.push('<g clip-path="url(#mid-hill)">');
  for (let i = -10; i < 30; i++)
    out.push(
      `<path d="M${i * 60} ${BAND_TOP + 20} L${i * 60 + 380} 560 L${i * 60 + 400} 560 L${i * 60 + 20} ${BAND_TOP + 20} Z" fill="#5b8250"/>`,
    );
  out.push('</g>');
  out.push(
    hill(
      [
        [0, 780],
        [400, 740],
        [820, 770],
        [1240, 730],
      ],
      H,
      '#557d46',
    ),
  );
  out.push(tree(1080, 770, 1.1, '#4f7a3f', '#436a35'), tree(170, 790, 0.9, '#4f7a3f', '#436a35'));
  // Two birds.
  out.push(
    `<path d="M${sunX - 160} 300 q12 -12 24 0 q12 -12 24 0 M${sunX - 100} 330 q9 -9 18 0 q9 -9 18 0" fill="none" stroke="#4a5a66" stroke-width="3" stroke-linecap="round"/>`,
  );
  return out.join('');
}

function barrel(cx: number, cy: number, r: number, chalk: string): string {
  const id = `barrel-${cx}`;
  const out: string[] = [];
  out.push(
    `<ellipse cx="${cx}" cy="${num(cy + r * 0.98)}" rx="${num(r * 1.05)}" ry="${num(r * 0.12)}" fill="#000000" opacity="0.35"/>`,
  );
  out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#6f4527"/>`);
  out.push(`<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${num(r * 0.9)}"/></clipPath>`);
  out.push(`<circle cx="${cx}" cy="${cy}" r="${num(r * 0.9)}" fill="#b07744"/>`);
  out.push(`<g clip-path="url(#${id})">`);
  for (let i = -4; i <= 4; i++)
    out.push(
      `<rect x="${num(cx + i * r * 0.2 - 1.5)}" y="${num(cy - r)}" width="3" height="${num(r * 2)}" fill="#8a5a31" opacity="0.7"/>`,
    );
  out.push(
    `<rect x="${num(cx + r * 0.35)}" y="${num(cy - r)}" width="${num(r)}" height="${num(r * 2)}" fill="#000000" opacity="0.12"/>`,
  );
  out.push('</g>');
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.78)}" fill="none" stroke="#3b322d" stroke-width="${num(r * 0.07)}"/>`,
  );
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.95)}" fill="none" stroke="#3b322d" stroke-width="${num(r * 0.06)}"/>`,
  );
  out.push(
    `<rect x="${num(cx - r * 0.07)}" y="${num(cy + r * 0.42)}" width="${num(r * 0.14)}" height="${num(r * 0.16)}" rx="3" fill="#4a2f1c"/>`,
  );
  out.push(
    `<text x="${cx}" y="${num(cy - r * 0.1)}" font-family="Roboto, Arial, sans-serif" font-size="${num(r * 0.26)}" font-weight="700" fill="#f4efe6" opacity="0.85" text-anchor="middle">${escapeXml(chalk)}</text>`,
  );
  // Chocks under the barrel.
  out.push(
    `<path d="M${num(cx - r * 0.75)} ${num(cy + r * 0.98)} l${num(r * 0.22)} ${num(-r * 0.22)} l${num(r * 0.22)} ${num(r * 0.22)} Z" fill="#4a3020"/>`,
  );
  out.push(
    `<path d="M${num(cx + r * 0.31)} ${num(cy + r * 0.98)} l${num(r * 0.22)} ${num(-r * 0.22)} l${num(r * 0.22)} ${num(r * 0.22)} Z" fill="#4a3020"/>`,
  );
  return out.join('');
}

function cellarScene(rand: () => number): string {
  const out: string[] = [];
  out.push(
    `<defs><radialGradient id="lamp" cx="50%" cy="20%" r="60%"><stop offset="0" stop-color="#ffd79a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd79a" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="tunnel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1c14"/><stop offset="1" stop-color="#3d2b20"/></linearGradient></defs>`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="#4b3527"/>`);
  // Stone wall.
  for (let row = 0; row < 14; row++) {
    const y = row * 52;
    const off = row % 2 ? -60 : 0;
    for (let x = off; x < W; x += 120) {
      const shade = ['#57402f', '#5e4534', '#523b2c', '#634a37'][Math.floor(rand() * 4)] ?? '#57402f';
      out.push(`<rect x="${x + 3}" y="${y + 3}" width="114" height="46" rx="6" fill="${shade}"/>`);
    }
  }
  // The vault: an arch opening into a darker tunnel, framed by voussoirs.
  const ax = 620;
  const ay = 470;
  const ar = 330;
  out.push(
    `<path d="M${ax - ar} ${BAND_TOP} L${ax - ar} ${ay} A${ar} ${ar} 0 0 1 ${ax + ar} ${ay} L${ax + ar} ${BAND_TOP} Z" fill="url(#tunnel)"/>`,
  );
  out.push(
    `<path d="M${ax - ar * 0.62} ${BAND_TOP} L${ax - ar * 0.62} ${ay + 60} A${ar * 0.62} ${ar * 0.62} 0 0 1 ${ax + ar * 0.62} ${ay + 60} L${ax + ar * 0.62} ${BAND_TOP} Z" fill="#22170f" opacity="0.6"/>`,
  );
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI - (i * Math.PI) / 12;
    const a2 = a - Math.PI / 12 + 0.03;
    const r1 = ar;
    const r2 = ar + 44;
    const p = (rr: number, aa: number) => `${num(ax + rr * Math.cos(aa))} ${num(ay - rr * Math.sin(aa))}`;
    if (i < 12)
      out.push(
        `<path d="M${p(r1, a - 0.015)} L${p(r2, a - 0.015)} A${r2} ${r2} 0 0 1 ${p(r2, a2)} L${p(r1, a2)} A${r1} ${r1} 0 0 0 ${p(r1, a - 0.015)} Z" fill="${i % 2 ? '#7a5a42' : '#846248'}"/>`,
      );
  }
  out.push(
    `<rect x="${ax - ar - 44}" y="${ay}" width="44" height="${BAND_TOP - ay}" fill="#7a5a42"/><rect x="${ax + ar}" y="${ay}" width="44" height="${BAND_TOP - ay}" fill="#6c4f3a"/>`,
  );
  // Lamp and its glow.
  out.push(`<rect width="${W}" height="${H}" fill="url(#lamp)"/>`);
  out.push(
    `<rect x="${ax - 2}" y="0" width="4" height="170" fill="#2a2a2a"/><path d="M${ax - 34} 200 L${ax - 16} 166 L${ax + 16} 166 L${ax + 34} 200 Z" fill="#2f2f2f"/><circle cx="${ax}" cy="206" r="14" fill="#ffe3a6"/>`,
  );
  // Floor.
  out.push(`<rect x="0" y="770" width="${W}" height="${H - 770}" fill="#3a2a1f"/>`);
  for (let i = -8; i <= 8; i++)
    out.push(`<path d="M${ax + i * 30} 770 L${ax + i * 170} ${BAND_TOP + 20}" stroke="#2c2018" stroke-width="3"/>`);
  // Barrels.
  const year = 2015 + Math.floor(rand() * 9);
  const chalk = [String(year), 'SB', String(year + 1), 'RI'];
  [
    [180, 118],
    [460, 124],
    [780, 124],
    [1060, 118],
  ].forEach(([x, r], i) => {
    out.push(barrel(x ?? 0, 780 - (r ?? 0), r ?? 130, chalk[i] ?? ''));
  });
  return out.join('');
}

function simpleBottle(
  id: string,
  form: BottleForm,
  cx: number,
  bottom: number,
  scale: number,
  glass: GlassColours,
  capsule: string,
  labelColour: string,
): string {
  const g = bottleGeometry(form, cx, bottom, scale);
  const out: string[] = [
    bottleMarkup(id, g, glass, {
      fill: capsule,
      bottom: form === 'champagne' ? g.neckY + (g.shoulderY - g.neckY) * 0.45 : g.top + (g.neckY - g.top) * 0.5,
    }),
  ];
  const lw = g.bodyHalf * 2 - 14 * scale;
  const ly = g.shoulderY + 30 * scale;
  const lh = Math.min(190 * scale, g.bottom - ly - 30 * scale);
  out.push(
    `<rect x="${num(cx - lw / 2)}" y="${num(ly)}" width="${num(lw)}" height="${num(lh)}" rx="3" fill="${PAPER}"/>`,
  );
  out.push(
    `<rect x="${num(cx - lw / 2)}" y="${num(ly)}" width="${num(lw)}" height="${num(lh * 0.26)}" fill="${labelColour}"/>`,
  );
  out.push(
    `<rect x="${num(cx - lw * 0.3)}" y="${num(ly + lh * 0.45)}" width="${num(lw * 0.6)}" height="${num(10 * scale)}" rx="2" fill="${BRAND_PRIMARY}" opacity="0.8"/>`,
  );
  out.push(
    `<rect x="${num(cx - lw * 0.2)}" y="${num(ly + lh * 0.62)}" width="${num(lw * 0.4)}" height="${num(7 * scale)}" rx="2" fill="#5e5e5e" opacity="0.6"/>`,
  );
  out.push(
    `<rect x="${num(cx + lw * 0.28)}" y="${num(ly)}" width="${num(lw * 0.22)}" height="${num(lh)}" fill="#000000" opacity="0.08"/>`,
  );
  return out.join('');
}

function bottlesScene(rand: () => number): string {
  const out: string[] = [];
  out.push(
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1e7d8"/><stop offset="1" stop-color="#e4d5c0"/></linearGradient></defs>`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="url(#wall)"/>`);
  // Window light on the wall.
  out.push(`<path d="M760 60 L1100 60 L1000 520 L660 520 Z" fill="#ffffff" opacity="0.28"/>`);
  out.push(
    `<path d="M880 60 L900 60 L800 520 L780 520 Z" fill="#e4d5c0" opacity="0.5"/><path d="M650 280 L1050 280 L1046 296 L646 296 Z" fill="#e4d5c0" opacity="0.5"/>`,
  );
  // Table.
  out.push(
    `<rect x="0" y="700" width="${W}" height="${H - 700}" fill="#8b5e3c"/><rect x="0" y="700" width="${W}" height="24" fill="#a8744b"/><rect x="0" y="724" width="${W}" height="6" fill="#000000" opacity="0.15"/>`,
  );
  const lineup: Array<[BottleForm, keyof typeof GLASS, string, string]> = [
    ['schlegel', 'white', GOLD, BRAND_PRIMARY],
    ['burgundy', 'red', '#7b1e2e', '#7b1e2e'],
    ['champagne', 'sparkling', GOLD, '#1c1c1c'],
    ['schlegel', 'rose', '#e8d9c9', '#c4566f'],
    ['burgundy', 'red', '#2a2a2a', '#5b2545'],
  ];
  const shift = Math.floor(rand() * lineup.length);
  const xs = [190, 405, 620, 835, 1050];
  xs.forEach((x, i) => {
    const item = lineup[(i + shift) % lineup.length];
    if (!item) return;
    const [form, glass, cap, lab] = item;
    const scale = form === 'champagne' ? 0.88 : 0.84 - (i % 2) * 0.04;
    out.push(`<ellipse cx="${x}" cy="712" rx="${num(110 * scale)}" ry="10" fill="#000000" opacity="0.22"/>`);
    out.push(simpleBottle(`b${i}`, form, x, 712, scale, GLASS[glass], cap, lab));
  });
  return out.join('');
}

function glassScene(rand: () => number): string {
  const out: string[] = [];
  out.push(
    `<defs><linearGradient id="warm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e6cf"/><stop offset="1" stop-color="#e6cbaa"/></linearGradient></defs>`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="url(#warm)"/>`);
  // Bokeh lights.
  for (let i = 0; i < 16; i++) {
    const r = 30 + rand() * 70;
    out.push(
      `<circle cx="${num(rand() * W)}" cy="${num(60 + rand() * 520)}" r="${num(r)}" fill="${rand() > 0.5 ? '#ffffff' : '#f3c98c'}" opacity="${num(0.18 + rand() * 0.25)}"/>`,
    );
  }
  // Table.
  out.push(
    `<rect x="0" y="690" width="${W}" height="${H - 690}" fill="#7a5236"/><rect x="0" y="690" width="${W}" height="18" fill="#936645"/>`,
  );
  // A bottle in the background, left.
  out.push(`<ellipse cx="330" cy="702" rx="110" ry="10" fill="#000000" opacity="0.2"/>`);
  out.push(simpleBottle('bg', 'burgundy', 330, 702, 0.92, GLASS.red, '#7b1e2e', '#7b1e2e'));
  // The wine glass.
  const gx = 700;
  const rimY = 250;
  const bowl = `M${gx - 128} ${rimY} C${gx - 150} ${rimY + 120} ${gx - 165} ${rimY + 210} ${gx - 120} ${rimY + 270} C${gx - 80} ${rimY + 320} ${gx - 20} ${rimY + 325} ${gx - 9} ${rimY + 330} L${gx + 9} ${rimY + 330} C${gx + 20} ${rimY + 325} ${gx + 80} ${rimY + 320} ${gx + 120} ${rimY + 270} C${gx + 165} ${rimY + 210} ${gx + 150} ${rimY + 120} ${gx + 128} ${rimY} Z`;
  out.push(`<ellipse cx="${gx}" cy="700" rx="150" ry="14" fill="#000000" opacity="0.22"/>`);
  out.push(`<ellipse cx="${gx + 40}" cy="705" rx="120" ry="10" fill="#9c2c3e" opacity="0.25"/>`);
  out.push(`<clipPath id="bowl"><path d="${bowl}"/></clipPath>`);
  out.push(`<path d="${bowl}" fill="#ffffff" opacity="0.28"/>`);
  const level = rimY + 150;
  out.push(
    `<g clip-path="url(#bowl)"><rect x="${gx - 200}" y="${level}" width="400" height="300" fill="#7b1e2e"/><rect x="${gx + 40}" y="${level}" width="200" height="300" fill="#5e1522"/><ellipse cx="${gx}" cy="${level}" rx="160" ry="14" fill="#a3364a"/></g>`,
  );
  out.push(`<path d="${bowl}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.85"/>`);
  out.push(
    `<ellipse cx="${gx}" cy="${rimY}" rx="128" ry="12" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.85"/>`,
  );
  out.push(
    `<path d="M${gx - 100} ${rimY + 40} C${gx - 118} ${rimY + 120} ${gx - 118} ${rimY + 190} ${gx - 90} ${rimY + 240}" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.6"/>`,
  );
  // Stem and foot.
  out.push(
    `<rect x="${gx - 8}" y="${rimY + 328}" width="16" height="${690 - rimY - 340}" fill="#ffffff" opacity="0.75"/>`,
  );
  out.push(
    `<path d="M${gx - 8} 672 C${gx - 20} 684 ${gx - 90} 688 ${gx - 110} 694 L${gx + 110} 694 C${gx + 90} 688 ${gx + 20} 684 ${gx + 8} 672 Z" fill="#ffffff" opacity="0.8"/>`,
  );
  // Grapes on the table, right.
  const gcx = 1010;
  const gcy = 640;
  out.push(`<ellipse cx="${gcx}" cy="702" rx="120" ry="10" fill="#000000" opacity="0.2"/>`);
  out.push(
    `<path d="M${gcx - 10} ${gcy - 90} q20 -60 70 -70" stroke="#6b4a32" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  );
  out.push(`<path d="M${gcx + 10} ${gcy - 110} q70 -70 130 -10 q-60 60 -130 10 Z" fill="#6f9a55"/>`);
  const berries: Pt[] = [
    [-60, -70],
    [-20, -75],
    [20, -72],
    [60, -66],
    [-40, -35],
    [0, -38],
    [40, -32],
    [-20, 0],
    [20, 2],
    [0, 36],
    [-55, -5],
    [55, 0],
  ];
  for (const [dx, dy] of berries) {
    out.push(`<circle cx="${gcx + dx}" cy="${gcy + dy}" r="26" fill="#5b2545"/>`);
    out.push(`<circle cx="${gcx + dx - 8}" cy="${gcy + dy - 9}" r="7" fill="#ffffff" opacity="0.25"/>`);
  }
  return out.join('');
}

function estateScene(rand: () => number, sk: Sky): string {
  const sunX = rand() > 0.5 ? 200 + Math.round(rand() * 120) : 1000 + Math.round(rand() * 100);
  const out: string[] = [sky(sk, sunX, 170, 56)];
  out.push(...awayFromSun(sunX, rand, [[120, 1, 0.8]]));
  out.push(
    hill(
      [
        [0, 470],
        [300, 400],
        [620, 440],
        [940, 380],
        [1240, 420],
      ],
      H,
      '#a9c2a0',
    ),
  );
  const back: Pt[] = [
    [0, 560],
    [400, 510],
    [820, 540],
    [1240, 500],
  ];
  out.push(`<clipPath id="back-hill"><path d="${smoothLine(back)} L${W} ${H} L0 ${H} Z"/></clipPath>`);
  out.push(vineRows('back-hill', 640, 200, 16, 90, '#6e9650', '#a8bf72'));
  // The house: sandstone with red sandstone quoins, a steep tiled roof with dormers.
  const hx = 250;
  const hw = 560;
  const hy = 470;
  const hb = 790;
  out.push(`<rect x="${hx}" y="${hy}" width="${hw}" height="${hb - hy}" fill="#ead8b8"/>`);
  out.push(`<rect x="${hx + hw - 120}" y="${hy}" width="120" height="${hb - hy}" fill="#000000" opacity="0.05"/>`);
  for (let y = hy; y < hb; y += 40) {
    out.push(`<rect x="${hx}" y="${y}" width="${(y / 40) % 2 ? 26 : 40}" height="36" fill="#b9674c"/>`);
    out.push(
      `<rect x="${hx + hw - ((y / 40) % 2 ? 26 : 40)}" y="${y}" width="${(y / 40) % 2 ? 26 : 40}" height="36" fill="#a95d44"/>`,
    );
  }
  const roof = `M${hx - 30} ${hy + 4} L${hx + 90} 270 L${hx + hw - 90} 270 L${hx + hw + 30} ${hy + 4} Z`;
  out.push(
    `<clipPath id="roof"><path d="${roof}"/></clipPath><path d="${roof}" fill="#8e3b2c"/><g clip-path="url(#roof)">`,
  );
  for (let y = 300; y < hy; y += 34)
    out.push(`<rect x="${hx - 30}" y="${y}" width="${hw + 60}" height="3" fill="#6f2c20" opacity="0.55"/>`);
  out.push(
    `<rect x="${hx + hw / 2 + 60}" y="270" width="${hw}" height="${hy - 266}" fill="#000000" opacity="0.1"/></g>`,
  );
  out.push(
    `<rect x="${hx + hw - 150}" y="220" width="40" height="80" fill="#9c4a36"/><rect x="${hx + hw - 156}" y="214" width="52" height="12" fill="#6f2c20"/>`,
  );
  for (const dx of [170, 330]) {
    out.push(
      `<path d="M${hx + dx} 400 L${hx + dx} 340 L${hx + dx + 30} 310 L${hx + dx + 60} 340 L${hx + dx + 60} 400 Z" fill="#ead8b8"/>`,
    );
    out.push(
      `<path d="M${hx + dx - 8} 344 L${hx + dx + 30} 304 L${hx + dx + 68} 344" fill="none" stroke="#6f2c20" stroke-width="10"/>`,
    );
    out.push(`<rect x="${hx + dx + 14}" y="346" width="32" height="40" fill="#5d7a8c"/>`);
  }
  out.push(`<rect x="${hx - 30}" y="${hy}" width="${hw + 60}" height="8" fill="#6f2c20" opacity="0.6"/>`);
  const win = (x: number, y: number) =>
    `<rect x="${x - 30}" y="${y}" width="22" height="80" fill="#4f6b3a"/><rect x="${x + 56}" y="${y}" width="22" height="80" fill="#4f6b3a"/>` +
    `<rect x="${x - 6}" y="${y - 6}" width="60" height="92" fill="#b9674c"/><rect x="${x}" y="${y}" width="48" height="80" fill="#5d7a8c"/>` +
    `<rect x="${x + 22}" y="${y}" width="4" height="80" fill="#f4efe6"/><rect x="${x}" y="${y + 34}" width="48" height="4" fill="#f4efe6"/>`;
  for (const x of [hx + 80, hx + 250, hx + 420]) out.push(win(x, 510));
  for (const x of [hx + 80, hx + 420]) out.push(win(x, 660));
  // Arched door.
  out.push(
    `<path d="M${hx + 240} ${hb} L${hx + 240} 690 A40 40 0 0 1 ${hx + 320} 690 L${hx + 320} ${hb} Z" fill="#b9674c"/>`,
  );
  out.push(
    `<path d="M${hx + 250} ${hb} L${hx + 250} 692 A30 30 0 0 1 ${hx + 310} 692 L${hx + 310} ${hb} Z" fill="#6d4a2e"/>`,
  );
  // The typical Pfälzer Hoftor: a round-arched red sandstone gateway.
  const gx = 840;
  out.push(`<rect x="${gx}" y="540" width="300" height="${hb - 540}" fill="#b9674c"/>`);
  out.push(`<rect x="${gx - 6}" y="530" width="312" height="16" fill="#8e4a36"/>`);
  out.push(
    `<path d="M${gx + 40} ${hb} L${gx + 40} 660 A110 110 0 0 1 ${gx + 260} 660 L${gx + 260} ${hb} Z" fill="#6d4a2e"/>`,
  );
  out.push(`<path d="M${gx + 40} 660 A110 110 0 0 1 ${gx + 260} 660" fill="none" stroke="#8e4a36" stroke-width="10"/>`);
  for (let x = gx + 60; x < gx + 250; x += 30)
    out.push(`<rect x="${x}" y="620" width="4" height="${hb - 620}" fill="#553a24"/>`);
  out.push(`<rect x="${gx + 1140 - gx}" y="600" width="${W - 1140}" height="${hb - 600}" fill="#d9c29f"/>`);
  out.push(tree(150, 800, 1.4, '#5f8c48', '#4f7a3c'));
  // Yard and foreground vines.
  out.push(`<rect x="0" y="${hb}" width="${W}" height="${H - hb}" fill="#9db06a"/>`);
  for (let x = -20; x < W; x += 70) out.push(`<ellipse cx="${x}" cy="${hb + 30}" rx="34" ry="26" fill="#5b8444"/>`);
  return out.join('');
}

function giftScene(rand: () => number, accent: string): string {
  const out: string[] = [];
  out.push(
    `<defs><linearGradient id="gift-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5ece1"/><stop offset="1" stop-color="#ead7c2"/></linearGradient></defs>`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="url(#gift-bg)"/>`);
  // Confetti and stars.
  const colours = [GOLD, accent, '#c4566f', '#7fa38c'];
  for (let i = 0; i < 34; i++) {
    const x = rand() * W;
    const y = 40 + rand() * 560;
    const c = colours[Math.floor(rand() * colours.length)] ?? GOLD;
    if (rand() > 0.5)
      out.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(5 + rand() * 7)}" fill="${c}" opacity="0.55"/>`);
    else
      out.push(
        `<rect x="${num(x)}" y="${num(y)}" width="${num(8 + rand() * 10)}" height="${num(4 + rand() * 4)}" fill="${c}" opacity="0.55" transform="rotate(${Math.round(rand() * 180)} ${num(x)} ${num(y)})"/>`,
      );
  }
  out.push(
    `<rect x="0" y="730" width="${W}" height="${H - 730}" fill="#d8c2a6"/><rect x="0" y="730" width="${W}" height="10" fill="#c8b093"/>`,
  );
  // Bottle on the left.
  out.push(`<ellipse cx="290" cy="740" rx="110" ry="12" fill="#000000" opacity="0.18"/>`);
  out.push(simpleBottle('gb', 'burgundy', 290, 740, 0.95, GLASS.red, '#7b1e2e', '#7b1e2e'));
  // The big gift box.
  const bx = 480;
  const bw = 420;
  const by = 470;
  out.push(`<ellipse cx="${bx + bw / 2}" cy="742" rx="${bw * 0.6}" ry="14" fill="#000000" opacity="0.18"/>`);
  out.push(`<rect x="${bx}" y="${by}" width="${bw}" height="${740 - by}" fill="${accent}"/>`);
  out.push(
    `<rect x="${bx + bw * 0.7}" y="${by}" width="${bw * 0.3}" height="${740 - by}" fill="#000000" opacity="0.15"/>`,
  );
  out.push(`<rect x="${bx - 20}" y="${by - 80}" width="${bw + 40}" height="90" fill="${accent}"/>`);
  out.push(`<rect x="${bx - 20}" y="${by + 2}" width="${bw + 40}" height="8" fill="#000000" opacity="0.2"/>`);
  out.push(
    `<rect x="${bx + bw * 0.7 + 14}" y="${by - 80}" width="${bw * 0.3 + 6}" height="90" fill="#000000" opacity="0.12"/>`,
  );
  const rx = bx + bw / 2;
  out.push(
    `<rect x="${rx - 26}" y="${by - 80}" width="52" height="${740 - by + 80}" fill="${GOLD}"/><rect x="${rx - 26}" y="${by - 80}" width="10" height="${740 - by + 80}" fill="${GOLD_LIGHT}" opacity="0.6"/>`,
  );
  const ky = by - 80;
  out.push(
    `<path d="M${rx} ${ky} C${rx - 60} ${ky - 130} ${rx - 190} ${ky - 90} ${rx - 140} ${ky - 10} C${rx - 110} ${ky + 20} ${rx - 40} ${ky + 10} ${rx} ${ky}Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="5"/>`,
  );
  out.push(
    `<path d="M${rx} ${ky} C${rx + 60} ${ky - 130} ${rx + 190} ${ky - 90} ${rx + 140} ${ky - 10} C${rx + 110} ${ky + 20} ${rx + 40} ${ky + 10} ${rx} ${ky}Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="5"/>`,
  );
  out.push(
    `<ellipse cx="${rx}" cy="${ky - 4}" rx="30" ry="24" fill="${GOLD_LIGHT}" stroke="${GOLD_DARK}" stroke-width="5"/>`,
  );
  // Small box on the right with a tag.
  const sx = 960;
  out.push(
    `<rect x="${sx}" y="600" width="200" height="140" fill="#c4566f"/><rect x="${sx - 10}" y="570" width="220" height="44" fill="#c4566f"/><rect x="${sx - 10}" y="610" width="220" height="5" fill="#000000" opacity="0.2"/>`,
  );
  out.push(`<rect x="${sx + 86}" y="570" width="28" height="170" fill="${PAPER}"/>`);
  out.push(
    `<path d="M${sx + 100} 570 q-60 -60 -80 -10 q30 20 80 10 Z M${sx + 100} 570 q60 -60 80 -10 q-30 20 -80 10 Z" fill="${PAPER}" stroke="#e0d5c2" stroke-width="3"/>`,
  );
  out.push(`<path d="M${rx + 30} ${by + 40} q60 40 90 120" stroke="${GOLD_DARK}" stroke-width="3" fill="none"/>`);
  out.push(
    `<g transform="rotate(-14 ${rx + 120} ${by + 190})"><rect x="${rx + 80}" y="${by + 150}" width="90" height="60" rx="8" fill="${PAPER}"/><circle cx="${rx + 96}" cy="${by + 180}" r="6" fill="#d8c2a6"/>` +
      `<rect x="${rx + 112}" y="${by + 168}" width="44" height="6" rx="2" fill="${accent}" opacity="0.7"/><rect x="${rx + 112}" y="${by + 184}" width="30" height="6" rx="2" fill="${accent}" opacity="0.5"/></g>`,
  );
  return out.join('');
}

function captionBand(art: SeedMediaArt): string {
  const label = normaliseText(art.label);
  const sub = normaliseText(art.sublabel);
  if (!label && !sub) return '';
  const out: string[] = [];
  out.push(`<rect x="0" y="${BAND_TOP}" width="${W}" height="${H - BAND_TOP}" fill="${BRAND_PRIMARY}"/>`);
  out.push(`<rect x="0" y="${BAND_TOP}" width="${W}" height="6" fill="${GOLD}"/>`);
  const fl = fitText(label, { width: W - 160, maxSize: sub ? 60 : 68, minSize: 30, bold: true, letterSpacingEm: 0.02 });
  if (sub) {
    const fs = fitText(sub, { width: W - 200, maxSize: 30, minSize: 18 });
    out.push(textBlock(fl, W / 2, BAND_TOP + 60, { fill: '#ffffff', weight: 700, letterSpacing: fl.fontSize * 0.02 }));
    out.push(textBlock(fs, W / 2, BAND_TOP + 114, { fill: GOLD_LIGHT, weight: 400 }));
  } else {
    out.push(
      textBlock(fl, W / 2, BAND_TOP + (H - BAND_TOP) / 2 + 3, {
        fill: '#ffffff',
        weight: 700,
        letterSpacing: fl.fontSize * 0.02,
      }),
    );
  }
  return out.join('');
}

/** The SVG markup (1240×1000) for a category/scene image. Unknown motifs fall back to 'vineyard'. */
/**
 * A payment method's logo (a company's mark, not a scene): on white, a card with its stripe and chip
 * and the method's name in large letters beside it; no caption band.
 */
function logoSvg(art: SeedMediaArt): string {
  const name = normaliseText(art.label);
  const title = normaliseText(art.alt) || name;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    (title ? `<title>${escapeXml(title)}</title>` : '') +
    `<rect width="${W}" height="${H}" fill="#ffffff"/>` +
    `<rect x="80" y="330" width="440" height="300" rx="36" fill="${BRAND_PRIMARY}"/>` +
    `<rect x="80" y="400" width="440" height="56" fill="#0f1d2b"/>` +
    `<rect x="130" y="500" width="84" height="64" rx="10" fill="#d8b45a"/>` +
    `<text x="580" y="540" font-family="Helvetica, Arial, sans-serif" font-size="150" font-weight="700" fill="${BRAND_PRIMARY}">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

export function renderSceneSvg(art: SeedMediaArt): string {
  const motif: SceneMotif = isOneOf(MOTIFS, art.style) ? art.style : 'vineyard';
  if (motif === 'logo') return logoSvg(art);
  const seed = `${motif}|${normaliseText(art.label)}|${normaliseText(art.sublabel)}`;
  const hash = hashString(seed);
  const rand = seededRandom(seed);
  const sk = pick(SKIES, hash);
  const accent = pick([BRAND_PRIMARY, '#7b1e2e', '#2b5a45'], hash >>> 4);
  let body: string;
  switch (motif) {
    case 'vineyard':
      body = vineyardScene(rand, sk);
      break;
    case 'hills':
      body = hillsScene(rand, sk);
      break;
    case 'cellar':
      body = cellarScene(rand);
      break;
    case 'bottles':
      body = bottlesScene(rand);
      break;
    case 'glass':
      body = glassScene(rand);
      break;
    case 'estate':
      body = estateScene(rand, sk);
      break;
    case 'gift':
      body = giftScene(rand, accent);
      break;
  }
  const title = normaliseText(art.alt) || normaliseText(art.label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    (title ? `<title>${escapeXml(title)}</title>` : '') +
    body +
    captionBand(art) +
    `</svg>`
  );
}
