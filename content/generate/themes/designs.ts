/**
 * One front picture per seeded card design (304 of them): the occasion's motif, the design's
 * palette, a layout per style (classic, modern, playful, elegant, minimal, rustic; some classic
 * and modern designs are photo-led, with a photo window) and the design's text — names, ages and
 * dates, which need no translation — set in the style's typeface. The glyphs come from the
 * @fontsource packages and are turned into SVG paths with opentype.js, so the picture does not
 * depend on the fonts installed on the machine. Everything derives from the design's id: the
 * same seed gives the same pictures on every run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Path } from 'opentype.js';
import type { ThemeSpec } from '../../../server/db/seed/themes';
import { OCCASIONS, type Occasion } from '../../../shared/catalogue/card-options';
import type { ThemeStyle } from '../../../shared/listings/filters';
import { COLOR_HEX, THEME_PALETTES } from '../../../shared/listings/theme-art';
import { type MotifKind, motif } from '../assets/motifs';
import {
  confetti,
  linear,
  photo,
  r1,
  random,
  resetIds,
  type SceneKind,
  type Size,
  star,
  svg,
} from '../assets/svg';

export const DESIGN_SIZE: Size = { w: 640, h: 640 };

const require = createRequire(import.meta.url);

/** A font file of an @fontsource package, latin subset (the languages the shop ships). */
function loadFont(pkg: string, file: string): Font {
  const resolved = require.resolve(`@fontsource/${pkg}/files/${file}`);
  const buffer = readFileSync(resolved);
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}

interface StyleFonts {
  /** The name or headline. */
  display: Font;
  /** The date line. */
  detail: Font;
  /** Extra letter spacing of the detail line, in ems. */
  tracking: number;
  /** Upper-case detail line. */
  caps: boolean;
}

let fontCache: Readonly<Record<ThemeStyle, StyleFonts>> | undefined;

/** The typefaces of each style: what a shopper sees on the card is set in these. */
export function styleFonts(): Readonly<Record<ThemeStyle, StyleFonts>> {
  if (fontCache) return fontCache;
  const work = (weight: number) => loadFont('work-sans', `work-sans-latin-${weight}-normal.woff`);
  fontCache = {
    classic: {
      display: loadFont('playfair-display', 'playfair-display-latin-700-normal.woff'),
      detail: loadFont('playfair-display', 'playfair-display-latin-400-italic.woff'),
      tracking: 0.02,
      caps: false,
    },
    modern: { display: work(700), detail: work(500), tracking: 0.12, caps: true },
    playful: {
      display: loadFont('caveat', 'caveat-latin-700-normal.woff'),
      detail: loadFont('caveat', 'caveat-latin-500-normal.woff'),
      tracking: 0,
      caps: false,
    },
    elegant: {
      display: loadFont('great-vibes', 'great-vibes-latin-400-normal.woff'),
      detail: work(300),
      tracking: 0.28,
      caps: true,
    },
    minimal: { display: work(300), detail: work(400), tracking: 0.3, caps: true },
    rustic: {
      display: loadFont('fraunces', 'fraunces-latin-600-normal.woff'),
      detail: loadFont('fraunces', 'fraunces-latin-400-italic.woff'),
      tracking: 0.04,
      caps: false,
    },
  };
  return fontCache;
}

/**
 * SVG path data of a glyph outline, one decimal. (opentype.js's own toPathData rounds some
 * values to NaN, which makes librsvg drop the rest of the path.)
 */
function pathData(path: Path): string {
  const n = (v: number) => String(r1(v));
  return path.commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      }
      return 'Z';
    })
    .join('');
}

/**
 * Text as SVG paths, anchored at x by `align`, shrunk until it fits `maxWidth`. Glyph by glyph
 * with the font's kerning (no shaping: names, digits and dates need none).
 */
export function textPath(
  font: Font,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { align?: 'start' | 'middle'; maxWidth?: number; tracking?: number; rotate?: number } = {},
): string {
  const tracking = options.tracking ?? 0;
  const glyphs = [...text].map((ch) => font.charToGlyph(ch));
  const layout = (fontSize: number) => {
    const scale = fontSize / font.unitsPerEm;
    const xs: number[] = [];
    let cursor = 0;
    glyphs.forEach((glyph, i) => {
      xs.push(cursor);
      const next = glyphs[i + 1];
      cursor += (glyph.advanceWidth ?? 0) * scale;
      // getKerningValue answers undefined for some pairs of some fonts
      if (next) cursor += (font.getKerningValue(glyph, next) || 0) * scale + tracking * fontSize;
    });
    return { xs, width: cursor };
  };
  let fontSize = size;
  while (options.maxWidth && fontSize > 8 && layout(fontSize).width > options.maxWidth) fontSize -= 1;
  const { xs, width } = layout(fontSize);
  const left = options.align === 'start' ? x : x - width / 2;
  const d = glyphs.map((glyph, i) => pathData(glyph.getPath(left + (xs[i] ?? 0), y, fontSize))).join('');
  const turn = options.rotate ? ` transform="rotate(${options.rotate} ${r1(x)} ${r1(y)})"` : '';
  return `<path d="${d}" fill="${fill}"${turn}/>`;
}

/** Motif, photo and scatter of each occasion. */
export const OCCASION_ART: Readonly<
  Record<
    Occasion,
    { motif: MotifKind; photo: SceneKind; scatter: 'confetti' | 'stars' | 'snow' | 'petals' | 'leaves' }
  >
> = {
  einschulung: { motif: 'cone', photo: 'people', scatter: 'confetti' },
  firmung: { motif: 'flame', photo: 'sunset', scatter: 'leaves' },
  geburt: { motif: 'moon', photo: 'people', scatter: 'stars' },
  geburtstag: { motif: 'balloons', photo: 'people', scatter: 'confetti' },
  'geburtstag/kindergeburtstag': { motif: 'cake', photo: 'day', scatter: 'confetti' },
  hochzeit: { motif: 'rings', photo: 'people', scatter: 'petals' },
  kommunion: { motif: 'candle', photo: 'flowers', scatter: 'stars' },
  konfirmation: { motif: 'branch', photo: 'day', scatter: 'leaves' },
  ostern: { motif: 'eggs', photo: 'flowers', scatter: 'petals' },
  taufe: { motif: 'dove', photo: 'sea', scatter: 'stars' },
  trauer: { motif: 'leaf', photo: 'mono', scatter: 'leaves' },
  'weihnachten/geschaeftlich': { motif: 'star', photo: 'city', scatter: 'stars' },
  'weihnachten/privat': { motif: 'tree', photo: 'night', scatter: 'snow' },
};

const FIRST_NAMES = ['Emma', 'Ben', 'Mia', 'Paul', 'Lena', 'Noah', 'Clara', 'Luca'] as const;
const COUPLES = [
  'Lena & Jonas',
  'Anna & Felix',
  'Marie & Tom',
  'Sophie & Max',
  'Julia & David',
  'Laura & Elias',
  'Nora & Leon',
  'Eva & Samuel',
] as const;
const FAMILIES = ['Weber', 'Schmidt', 'Becker', 'Wagner', 'Hoffmann', 'Richter', 'Keller', 'Berger'] as const;
const COMPANIES = [
  'Studio Nord',
  'Kanzlei Berg',
  'Atelier Sommer',
  'Praxis am Park',
  'Bäckerei Roth',
  'Werkhaus',
  'Blumen Lind',
  'Team Alpin',
] as const;
const DECEASED = [
  'Margarete Vogel',
  'Heinrich Brandt',
  'Elisabeth Kühn',
  'Walter Seidel',
  'Ingrid Lorenz',
  'Karl Fischer',
  'Helga Winter',
  'Josef Maier',
] as const;

/** FNV-1a of the id: the variation a design gets beyond its occasion, palette and style. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function dateOf(seed: number, year = 2026): string {
  const month = 1 + (seed % 12);
  const day = 1 + ((seed >>> 4) % 28);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** What the card says: names, an age or a year, a date. No words that would need translating. */
export function designText(spec: Pick<ThemeSpec, 'id' | 'occasion' | 'stem'>): {
  main: string;
  detail: string;
} {
  const h = hash(spec.id);
  const name = FIRST_NAMES[spec.stem % FIRST_NAMES.length] ?? 'Emma';
  const pick = <T>(list: readonly T[]) => list[spec.stem % list.length] as T;
  switch (spec.occasion) {
    case 'geburtstag':
      return { main: String([30, 40, 50, 60, 18, 70, 25, 80][spec.stem] ?? 40), detail: name };
    case 'geburtstag/kindergeburtstag':
      return { main: String(3 + spec.stem), detail: `${name} · ${dateOf(h)}` };
    case 'hochzeit':
      return { main: pick(COUPLES), detail: dateOf(h) };
    case 'geburt':
      return { main: name, detail: `${dateOf(h)} · ${48 + (h % 7)} cm` };
    case 'taufe':
    case 'kommunion':
    case 'konfirmation':
    case 'firmung':
      return { main: name, detail: dateOf(h) };
    case 'einschulung':
      return { main: name, detail: `ABC · ${dateOf(h >>> 3)}` };
    case 'ostern':
    case 'weihnachten/privat':
      return { main: `Familie ${pick(FAMILIES)}`, detail: String(2026) };
    case 'weihnachten/geschaeftlich':
      return { main: pick(COMPANIES), detail: '2026 · 2027' };
    case 'trauer':
      return { main: pick(DECEASED), detail: `${1930 + (h % 25)} – 2026` };
  }
}

/** Lighter or darker by a share (-1..1) of the way to white or black. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 0xff) + 0.587 * ((n >> 8) & 0xff) + 0.114 * (n & 0xff);
}
const isDark = (hex: string) => luminance(hex) < 110;

/** A colour that reads on `ground`: the accent if it contrasts enough, else a deep or pale shade. */
function inkOn(ground: string, accent: string): string {
  if (Math.abs(luminance(ground) - luminance(accent)) > 95) return accent;
  return isDark(ground) ? shade(ground, 0.88) : shade(accent === ground ? ground : accent, -0.62);
}

function scatter(kind: string, seed: string, colors: readonly string[], count: number): string {
  const rnd = random(`${seed}:scatter`);
  const out: string[] = [];
  const { w, h } = DESIGN_SIZE;
  switch (kind) {
    case 'confetti':
      return confetti(DESIGN_SIZE, seed, colors, count, 0.85);
    case 'snow':
      for (let i = 0; i < count; i++)
        out.push(
          `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h)}" r="${r1(2 + rnd() * 5)}" fill="#fff" opacity=".8"/>`,
        );
      return out.join('');
    case 'stars':
      for (let i = 0; i < count; i++)
        out.push(
          star(r1(rnd() * w), r1(rnd() * h), r1(5 + rnd() * 9), colors[i % colors.length] ?? '#fff', 0.75),
        );
      return out.join('');
    case 'petals':
      for (let i = 0; i < count; i++) {
        const x = r1(rnd() * w);
        const y = r1(rnd() * h);
        out.push(
          `<ellipse cx="${x}" cy="${y}" rx="10" ry="5" fill="${colors[i % colors.length]}" opacity=".7" transform="rotate(${Math.round(rnd() * 180)} ${x} ${y})"/>`,
        );
      }
      return out.join('');
    default:
      for (let i = 0; i < count; i++) {
        const x = r1(rnd() * w);
        const y = r1(rnd() * h);
        out.push(
          `<path d="M${x} ${y}q11 -15 24 0q-11 15 -24 0z" fill="${colors[i % colors.length]}" opacity=".6" transform="rotate(${Math.round(rnd() * 360)} ${x} ${y})"/>`,
        );
      }
      return out.join('');
  }
}

/** A wreath of leaves around (cx, cy). */
function wreath(cx: number, cy: number, radius: number, colors: readonly string[], seed: string): string {
  const rnd = random(`${seed}:wreath`);
  const out: string[] = [
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${colors[1]}" stroke-width="2.5" opacity=".8"/>`,
  ];
  const count = 22;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rnd() * 0.1;
    const x = r1(cx + Math.cos(a) * radius);
    const y = r1(cy + Math.sin(a) * radius);
    const turn = Math.round((a * 180) / Math.PI + (i % 2 ? 40 : -40));
    out.push(
      `<path d="M${x} ${y}q12 -16 26 0q-12 16 -26 0z" fill="${colors[i % colors.length]}" transform="rotate(${turn} ${x} ${y})"/>`,
    );
  }
  return out.join('');
}

interface Palette {
  ground: string;
  accent: string;
  ink: string;
  motifColors: readonly string[];
}

function paletteOf(spec: ThemeSpec): Palette {
  const [primary, secondary] = THEME_PALETTES[spec.occasion][spec.palette] ?? ['white', 'black'];
  const ground = COLOR_HEX[primary];
  const accent = COLOR_HEX[secondary];
  return {
    ground,
    accent,
    ink: inkOn(ground, accent),
    // A motif in a colour too close to the ground would vanish: use the ink's then.
    motifColors:
      Math.abs(luminance(ground) - luminance(accent)) < 45
        ? [inkOn(ground, accent), accent, shade(accent, 0.4)]
        : [accent, shade(accent, -0.25), shade(accent, 0.4)],
  };
}

/**
 * A tone-on-tone ground pattern by title stem and palette, so that two designs of one occasion
 * and style differ in more than their names or colours: plain, stripes, diagonals, dots, rings,
 * bands, zigzag edges or a grid.
 */
function groundPattern(variant: number, ground: string): string {
  const { w, h } = DESIGN_SIZE;
  const tone = shade(ground, luminance(ground) < 128 ? 0.16 : -0.12);
  const out: string[] = [];
  // Broad shapes only (no period under 128 px): a hash or a resize at any size sees the same.
  switch (variant % 8) {
    case 1:
      for (let x = 0; x < w; x += 160) out.push(`<rect x="${x}" width="80" height="${h}" fill="${tone}"/>`);
      break;
    case 2:
      for (let x = -h; x < w; x += 180)
        out.push(`<path d="M${x} ${h}L${x + h} 0H${x + h + 80}L${x + 80} ${h}Z" fill="${tone}"/>`);
      break;
    case 3:
      for (let y = 64; y < h; y += 128)
        for (let x = (y / 128) % 2 >= 1 ? 128 : 64; x < w; x += 128)
          out.push(`<circle cx="${x}" cy="${y}" r="26" fill="${tone}"/>`);
      break;
    case 4:
      for (let r = 90; r < 900; r += 150)
        out.push(`<circle cx="0" cy="${h}" r="${r}" fill="none" stroke="${tone}" stroke-width="60"/>`);
      break;
    case 5:
      out.push(
        `<rect width="${w}" height="130" fill="${tone}"/>`,
        `<rect y="${h - 130}" width="${w}" height="130" fill="${tone}"/>`,
      );
      break;
    case 6:
      out.push(
        `<path d="M0 0H200Q80 ${h / 2} 200 ${h}H0Z" fill="${tone}"/>`,
        `<path d="M${w} 0H${w - 200}Q${w - 80} ${h / 2} ${w - 200} ${h}H${w}Z" fill="${tone}"/>`,
      );
      break;
    case 7:
      out.push(
        `<rect width="${w / 2}" height="${h / 2}" fill="${tone}"/>`,
        `<rect x="${w / 2}" y="${h / 2}" width="${w / 2}" height="${h / 2}" fill="${tone}"/>`,
      );
      break;
    default:
      break;
  }
  return out.join('');
}

/** The front of one design as SVG (640 × 640; what matters stays inside the middle 454 px). */
export function designFront(spec: ThemeSpec): string {
  resetIds();
  const fonts = styleFonts()[spec.style];
  const p = paletteOf(spec);
  const art = OCCASION_ART[spec.occasion];
  const text = designText(spec);
  const detailText = fonts.caps ? text.detail.toUpperCase() : text.detail;
  const h = hash(spec.id);
  const dark = isDark(p.ground);
  const { w, h: height } = DESIGN_SIZE;
  const defs: string[] = [];
  const body: string[] = [];
  const motifAt = (x: number, y: number, scale: number, colors = p.motifColors, rotate = 0) =>
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate}) scale(${scale})">${motif(art.motif, colors)}</g>`;
  // A design is photo-led when its stem says so: a window for the customer's photo.
  const photoLed = (spec.style === 'classic' || spec.style === 'modern') && spec.stem % 3 === 1;
  const shift = ((h >>> 8) % 5) * 12 - 24; // -24..24: where the motif sits
  // The ground pattern: by stem, palette and occasion, so that neighbours in a listing differ.
  const variant = spec.stem + 3 * spec.palette + 5 * OCCASIONS.indexOf(spec.occasion);

  switch (spec.style) {
    case 'classic': {
      defs.push(
        linear('g', [shade(p.ground, dark ? 0.1 : 0.2), shade(p.ground, dark ? -0.12 : -0.06)], 0, 1),
      );
      body.push(`<rect width="${w}" height="${height}" fill="url(#g)"/>`, groundPattern(variant, p.ground));
      body.push(
        `<rect x="112" y="112" width="416" height="416" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
        `<rect x="124" y="124" width="392" height="392" fill="none" stroke="${p.ink}" stroke-width="1" opacity=".7"/>`,
      );
      if (photoLed) {
        const frame = { x: 190, y: 150, w: 260, h: 180 };
        const pic = photo(frame.x, frame.y, frame.w, frame.h, art.photo);
        defs.push(pic.defs);
        body.push(
          `<rect x="${frame.x - 8}" y="${frame.y - 8}" width="${frame.w + 16}" height="${frame.h + 16}" fill="#fff"/>`,
          pic.body,
          motifAt(frame.x + frame.w - 4, frame.y + frame.h - 4, 0.45),
        );
      } else body.push(motifAt(320 + shift, 235, 1.05));
      body.push(textPath(fonts.display, text.main, 320, 400, 58, p.ink, { maxWidth: 360 }));
      body.push(
        `<path d="M250 425H306M334 425H390" stroke="${p.ink}" stroke-width="1.5"/>`,
        `<rect x="314" y="419" width="12" height="12" fill="${p.ink}" transform="rotate(45 320 425)"/>`,
      );
      body.push(
        textPath(fonts.detail, detailText, 320, 470, 24, p.ink, { maxWidth: 340, tracking: fonts.tracking }),
      );
      break;
    }
    case 'modern': {
      body.push(
        `<rect width="${w}" height="${height}" fill="${p.ground}"/>`,
        groundPattern(variant, p.ground),
      );
      const blockLeft = h % 2 === 0;
      const block = blockLeft ? { x: 0, w: 300 } : { x: 340, w: 300 };
      body.push(`<rect x="${block.x}" y="0" width="${block.w}" height="${height}" fill="${p.accent}"/>`);
      body.push(
        `<circle cx="${blockLeft ? 300 : 340}" cy="${200 + shift}" r="70" fill="${shade(p.accent, dark ? 0.3 : -0.2)}"/>`,
      );
      const onAccent = inkOn(p.accent, p.ground);
      const textX = blockLeft ? 118 : 358;
      if (photoLed) {
        const frame = blockLeft ? { x: 330, y: 120, w: 200, h: 260 } : { x: 110, y: 120, w: 200, h: 260 };
        const pic = photo(frame.x, frame.y, frame.w, frame.h, art.photo);
        defs.push(pic.defs);
        body.push(pic.body);
      } else
        body.push(motifAt(blockLeft ? 440 : 200, 250 + shift, 1.3, [p.ink, shade(p.ink, 0.3), p.accent]));
      body.push(
        textPath(fonts.display, text.main, textX, 430, 70, onAccent, { align: 'start', maxWidth: 170 }),
        `<rect x="${textX}" y="452" width="40" height="5" fill="${onAccent}"/>`,
        textPath(fonts.detail, detailText, textX, 496, 16, onAccent, {
          align: 'start',
          maxWidth: 160,
          tracking: fonts.tracking,
        }),
      );
      break;
    }
    case 'playful': {
      defs.push(linear('g', [shade(p.ground, 0.25), p.ground], 1, 1));
      body.push(`<rect width="${w}" height="${height}" fill="url(#g)"/>`, groundPattern(variant, p.ground));
      body.push(scatter(art.scatter, spec.id, [p.accent, shade(p.accent, 0.4), shade(p.ground, -0.3)], 46));
      const wave = 470 + (h % 3) * 8;
      body.push(
        `<path d="M0 ${wave}Q80 ${wave - 34} 160 ${wave}T320 ${wave}T480 ${wave}T640 ${wave}V640H0Z" fill="${p.accent}" opacity=".9"/>`,
      );
      body.push(motifAt(320 + shift, 215, 1.55, p.motifColors, ((h >>> 5) % 3) * 6 - 6));
      body.push(
        textPath(fonts.display, text.main, 320, 410, text.main.length < 3 ? 130 : 92, p.ink, {
          maxWidth: 400,
          rotate: -4,
        }),
        textPath(fonts.detail, detailText, 320, 530, 34, inkOn(p.accent, p.ground), { maxWidth: 380 }),
      );
      break;
    }
    case 'elegant': {
      const ground = dark ? p.ground : shade(p.ground, -0.04);
      defs.push(linear('g', [shade(ground, 0.08), shade(ground, -0.08)], 0, 1));
      body.push(`<rect width="${w}" height="${height}" fill="url(#g)"/>`, groundPattern(variant, ground));
      const gold = dark ? '#d8b86a' : '#b08d45';
      body.push(
        `<path d="M190 520V250A130 130 0 0 1 450 250V520Z" fill="none" stroke="${gold}" stroke-width="2"/>`,
        `<path d="M204 508V252A116 116 0 0 1 436 252V508Z" fill="none" stroke="${gold}" stroke-width="1" opacity=".7"/>`,
      );
      body.push(motifAt(320, 222 + shift / 2, 1.15, [gold, shade(gold, -0.2), p.accent]));
      const ink =
        luminance(ground) < 150
          ? shade(ground, 0.9)
          : shade(p.ground === '#ffffff' ? p.accent : p.ground, -0.7);
      body.push(
        textPath(fonts.display, text.main, 320, 385, 84, ink, { maxWidth: 230 }),
        textPath(fonts.detail, detailText, 320, 440, 14, ink, { maxWidth: 210, tracking: fonts.tracking }),
        `<path d="M280 470H360" stroke="${gold}" stroke-width="1.5"/>`,
      );
      break;
    }
    case 'minimal': {
      const paper = dark ? shade(p.ground, 0.2) : shade(p.ground, 0.7);
      body.push(`<rect width="${w}" height="${height}" fill="${paper}"/>`, groundPattern(variant, paper));
      const ink =
        luminance(paper) < 150
          ? shade(paper, 0.95)
          : shade(p.ground === '#ffffff' ? p.accent : p.ground, -0.65);
      // One accent bar on a side of the safe area, which side by the id.
      const side = (h >>> 3) % 4;
      const bars = [
        'x="120" y="140" width="8" height="120"',
        'x="512" y="380" width="8" height="120"',
        'x="250" y="120" width="140" height="8"',
        'x="250" y="512" width="140" height="8"',
      ];
      body.push(`<rect ${bars[side]} fill="${p.accent}"/>`);
      body.push(
        motifAt(320 + shift * 1.5, 240, 0.85, [p.accent === paper ? ink : p.accent, ink, shade(ink, 0.3)]),
      );
      body.push(
        `<path d="M250 318H390" stroke="${ink}" stroke-width="1"/>`,
        textPath(fonts.display, text.main, 320, 378, 44, ink, { maxWidth: 360, tracking: 0.04 }),
        textPath(fonts.detail, detailText, 320, 418, 14, ink, { maxWidth: 300, tracking: fonts.tracking }),
      );
      break;
    }
    case 'rustic': {
      const kraft = shade(p.ground === '#ffffff' ? '#e9dcc4' : p.ground, dark ? 0.15 : -0.05);
      body.push(`<rect width="${w}" height="${height}" fill="${kraft}"/>`, groundPattern(variant, kraft));
      const rnd = random(`${spec.id}:fibre`);
      const fibres: string[] = [];
      for (let i = 0; i < 140; i++)
        fibres.push(
          `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * height)}" r="${r1(0.8 + rnd() * 1.6)}" fill="${shade(kraft, rnd() > 0.5 ? -0.25 : 0.25)}" opacity=".6"/>`,
        );
      body.push(fibres.join(''));
      const leafColors = ['#5f7f4f', shade(p.accent, -0.2), '#86a06b'];
      const cy = 270 + shift / 2;
      body.push(wreath(320, cy, 118, leafColors, spec.id));
      body.push(motifAt(320, cy, 0.85));
      const ink = dark ? shade(kraft, 0.9) : shade(kraft, -0.72);
      body.push(
        textPath(fonts.display, text.main, 320, 460, 46, ink, { maxWidth: 380 }),
        textPath(fonts.detail, detailText, 320, 500, 22, ink, { maxWidth: 340, tracking: fonts.tracking }),
      );
      break;
    }
  }
  return svg(DESIGN_SIZE, defs.join(''), body.join(''));
}
