/**
 * Renders the preview pictures of the seeded card themes into content/assets/themes with sharp:
 * one card front per occasion and palette (13 x 4), one inside spread per occasion, and the SPEC 2
 * filter landing pictures of the collage material types (themes/filters/collage/{type}.jpg).
 * Themes share pictures by occasion and palette (see shared/listings/theme-art.ts); the image
 * route crops a front to each card format's orientation, so a picture keeps its motif in the
 * middle. Nothing is downloaded. Run from the repository root:
 *
 *   node --import tsx content/generate/themes/index.ts
 *
 * Note: content/generate/index.ts (assets) empties content/assets first; run this one after it.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { OCCASIONS, type Occasion } from '../../../shared/catalogue/card-options';
import { COLLAGE_MATERIAL_TYPES, type CollageMaterialType } from '../../../shared/catalogue/collage';
import {
  COLOR_HEX,
  collageFilterImagePath,
  THEME_PALETTES,
  themeImagePath,
  themeInsideImagePath,
} from '../../../shared/listings/theme-art';
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
  shadow,
  star,
  svg,
  textLines,
} from '../assets/svg';

const CONTENT = fileURLToPath(new URL('../..', import.meta.url));

/** Card fronts are square; the image route crops them to 148:105, 105:148 and so on. */
const FRONT: Size = { w: 640, h: 640 };
const INSIDE: Size = { w: 640, h: 640 };
const LANDING: Size = { w: 640, h: 480 };
const QUALITY = 70;

type Scatter = 'confetti' | 'stars' | 'snow' | 'petals' | 'leaves';

const OCCASION_ART: Readonly<Record<Occasion, { motif: MotifKind; photo: SceneKind; scatter: Scatter }>> = {
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

/** Lighter or darker by a share (-1..1) of the way to black or white. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((n >> 16) & 0xff) + 0.587 * ((n >> 8) & 0xff) + 0.114 * (n & 0xff);
  return luminance < 110;
}

function scatter(kind: Scatter, size: Size, seed: string, colors: readonly string[]): string {
  const rnd = random(`${seed}:scatter`);
  const out: string[] = [];
  switch (kind) {
    case 'confetti':
      return confetti(size, seed, colors, 52, 0.85);
    case 'petals':
      for (let i = 0; i < 26; i++) {
        const x = r1(rnd() * size.w);
        const y = r1(rnd() * size.h);
        out.push(
          `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="${colors[i % colors.length]}" opacity=".7" transform="rotate(${Math.round(rnd() * 180)} ${x} ${y})"/>`,
        );
      }
      return out.join('');
    case 'leaves':
      for (let i = 0; i < 16; i++) {
        const x = r1(rnd() * size.w);
        const y = r1(rnd() * size.h);
        out.push(
          `<path d="M${x} ${y}q10 -14 22 0q-10 14 -22 0z" fill="${colors[i % colors.length]}" opacity=".55" transform="rotate(${Math.round(rnd() * 360)} ${x} ${y})"/>`,
        );
      }
      return out.join('');
    case 'snow':
      for (let i = 0; i < 48; i++)
        out.push(
          `<circle cx="${r1(rnd() * size.w)}" cy="${r1(rnd() * size.h)}" r="${r1(2 + rnd() * 5)}" fill="#fff" opacity=".75"/>`,
        );
      return out.join('');
    case 'stars':
      for (let i = 0; i < 18; i++)
        out.push(
          star(
            r1(rnd() * size.w),
            r1(rnd() * size.h),
            r1(5 + rnd() * 9),
            colors[i % colors.length] ?? '#fff',
            0.7,
          ),
        );
      return out.join('');
  }
}

/** A card front: the palette's ground, scattered decoration, a photo window, the motif, text lines. */
function cardFront(occasion: Occasion, palette: number): string {
  resetIds();
  const [primary, secondary] = THEME_PALETTES[occasion][palette] ?? ['white', 'black'];
  const ground = COLOR_HEX[primary];
  const accent = COLOR_HEX[secondary];
  const dark = isDark(ground);
  const art = OCCASION_ART[occasion];
  const seed = `${occasion}:${palette}`;
  const g = 'ground';
  const defs = [linear(g, [shade(ground, dark ? 0.12 : 0.18), shade(ground, dark ? -0.1 : -0.08)], 1, 1)];
  const decoration = [accent, shade(accent, 0.35), shade(ground, dark ? 0.45 : -0.25)];
  // The safe middle: 454 px of 640 survive a crop to any card orientation.
  const frame = { x: 185, y: 228, w: 270, h: 200 };
  const picture = photo(frame.x, frame.y, frame.w, frame.h, art.photo);
  defs.push(picture.defs);
  const ink = dark ? shade(ground, 0.55) : shade(ground, -0.45);
  const body = [
    `<rect width="${FRONT.w}" height="${FRONT.h}" fill="url(#${g})"/>`,
    scatter(art.scatter, FRONT, seed, decoration),
    `<rect x="${frame.x - 12}" y="${frame.y - 12}" width="${frame.w + 24}" height="${frame.h + 24}" rx="6" fill="${dark ? shade(ground, 0.9) : '#ffffff'}"/>`,
    shadow(frame.x, frame.y, frame.w, frame.h, 0.18, 6),
    picture.body,
    `<g transform="translate(320 155) scale(1)">${motif(art.motif, [accent, shade(accent, -0.25), shade(accent, 0.4)])}</g>`,
    textLines(200, 466, 240, 3, ink, 18),
  ];
  return svg(FRONT, defs.join(''), body.join(''));
}

/** The inside of a folded card: greeting lines on the left, two photo windows on the right. */
function cardInside(occasion: Occasion): string {
  resetIds();
  const [primary, secondary] = THEME_PALETTES[occasion][0] ?? ['white', 'black'];
  const accent = isDark(COLOR_HEX[secondary]) ? COLOR_HEX[secondary] : shade(COLOR_HEX[secondary], -0.35);
  const tint = shade(COLOR_HEX[primary], 0.82);
  const art = OCCASION_ART[occasion];
  const first = photo(360, 150, 200, 150, art.photo);
  const second = photo(360, 320, 200, 150, 'day');
  const body = [
    `<rect width="${INSIDE.w}" height="${INSIDE.h}" fill="#fbf8f3"/>`,
    `<rect x="320" width="320" height="${INSIDE.h}" fill="${tint}" opacity=".55"/>`,
    `<rect x="319" width="2" height="${INSIDE.h}" fill="#000" opacity=".08"/>`,
    `<g transform="translate(160 190) scale(0.6)">${motif(art.motif, [accent, shade(accent, -0.25), shade(accent, 0.4)])}</g>`,
    textLines(80, 280, 160, 7, '#bdb6ac', 22),
    first.body,
    second.body,
  ];
  return svg(INSIDE, first.defs + second.defs, body.join(''));
}

/** Collage filter landing pictures: the material type on a wall. */
function collageLanding(type: CollageMaterialType): string {
  resetIds();
  const wall = 'wall';
  const defs = [linear(wall, ['#f3f1ec', '#dcd7ce'], 1, 1)];
  const parts: string[] = [`<rect width="${LANDING.w}" height="${LANDING.h}" fill="url(#${wall})"/>`];
  const kinds: SceneKind[] = ['sunset', 'sea', 'people', 'flowers', 'mountains', 'forest'];
  const grid = (x: number, y: number, w: number, h: number, cols: number, rows: number, gap: number) => {
    const cw = (w - gap * (cols - 1)) / cols;
    const ch = (h - gap * (rows - 1)) / rows;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const tile = photo(
          x + c * (cw + gap),
          y + r * (ch + gap),
          cw,
          ch,
          kinds[(r * cols + c) % kinds.length] ?? 'day',
        );
        defs.push(tile.defs);
        parts.push(tile.body);
      }
    }
  };
  parts.push(`<rect y="${LANDING.h - 70}" width="${LANDING.w}" height="70" fill="#c8b08f"/>`);
  switch (type) {
    case 'leinwand':
      parts.push(shadow(170, 90, 300, 240, 0.3, 14));
      parts.push(`<rect x="170" y="90" width="300" height="240" fill="#ffffff"/>`);
      grid(170, 90, 300, 240, 3, 2, 4);
      parts.push(`<rect x="470" y="94" width="10" height="240" fill="#000" opacity=".18"/>`);
      break;
    case 'poster':
      parts.push(shadow(190, 70, 260, 300, 0.18, 8));
      parts.push(`<rect x="190" y="70" width="260" height="300" fill="#ffffff"/>`);
      grid(206, 86, 228, 268, 2, 3, 8);
      break;
    case 'framedPoster':
      parts.push(shadow(170, 60, 300, 320, 0.3, 14));
      parts.push(`<rect x="170" y="60" width="300" height="320" fill="#2b2b2b"/>`);
      parts.push(`<rect x="184" y="74" width="272" height="292" fill="#ffffff"/>`);
      grid(214, 104, 212, 232, 2, 2, 8);
      break;
    case 'mixed':
      parts.push(shadow(90, 100, 200, 240, 0.26, 12));
      parts.push(`<rect x="90" y="100" width="200" height="240" fill="#fff"/>`);
      grid(90, 100, 200, 240, 2, 2, 4);
      parts.push(shadow(330, 70, 220, 170, 0.26, 12));
      parts.push(`<rect x="330" y="70" width="220" height="170" fill="#3a2f25"/>`);
      grid(342, 82, 196, 146, 3, 1, 6);
      parts.push(shadow(350, 270, 180, 110, 0.2, 8));
      grid(350, 270, 180, 110, 1, 1, 0);
      break;
  }
  return svg(LANDING, defs.join(''), parts.join(''));
}

async function jpeg(svgText: string, assetPath: string): Promise<number> {
  const file = path.join(CONTENT, assetPath.replace(/^\//, ''));
  await mkdir(path.dirname(file), { recursive: true });
  const buffer = await sharp(Buffer.from(svgText)).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
  await writeFile(file, buffer);
  return buffer.length;
}

export async function writeThemeAssets(): Promise<{ files: number; bytes: number }> {
  await rm(path.join(CONTENT, 'assets', 'themes'), { recursive: true, force: true });
  let bytes = 0;
  let files = 0;
  for (const occasion of OCCASIONS) {
    for (let palette = 0; palette < THEME_PALETTES[occasion].length; palette++) {
      bytes += await jpeg(cardFront(occasion, palette), themeImagePath(occasion, palette));
      files += 1;
    }
    bytes += await jpeg(cardInside(occasion), themeInsideImagePath(occasion));
    files += 1;
  }
  for (const type of COLLAGE_MATERIAL_TYPES) {
    bytes += await jpeg(collageLanding(type), collageFilterImagePath(type));
    files += 1;
  }
  return { files, bytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { files, bytes } = await writeThemeAssets();
  console.log(`${files} theme pictures, ${(bytes / 1024).toFixed(0)} KiB, in content/assets/themes`);
}
