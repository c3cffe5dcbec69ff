/**
 * Renders the preview pictures of the seeded card themes into content/assets/themes with sharp:
 * one front per design (304, see designs.ts: motif per occasion, layout and typeface per style,
 * the design's palette and text), one inside spread per occasion, and the SPEC 2 filter landing
 * pictures of the collage material types (themes/filters/collage/{type}.jpg). The image route
 * crops a front to each card format's orientation, so a picture keeps its content in the
 * middle. Nothing is downloaded. Part of the content build (content/generate/index.ts assets);
 * on its own, from the repository root:
 *
 *   node --import tsx content/generate/themes/index.ts
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { themeSpecs } from '../../../server/db/seed/themes';
import { OCCASIONS, type Occasion } from '../../../shared/catalogue/card-options';
import { COLLAGE_MATERIAL_TYPES, type CollageMaterialType } from '../../../shared/catalogue/collage';
import {
  COLOR_HEX,
  collageFilterImagePath,
  THEME_PALETTES,
  themeDesignImagePath,
  themeInsideImagePath,
} from '../../../shared/listings/theme-art';
import { motif } from '../assets/motifs';
import { linear, photo, resetIds, type SceneKind, type Size, shadow, svg, textLines } from '../assets/svg';
import { designFront, OCCASION_ART } from './designs';

const CONTENT = fileURLToPath(new URL('../..', import.meta.url));

const INSIDE: Size = { w: 640, h: 640 };
const LANDING: Size = { w: 640, h: 480 };
const QUALITY = 70;

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
    bytes += await jpeg(cardInside(occasion), themeInsideImagePath(occasion));
    files += 1;
  }
  for (const spec of themeSpecs()) {
    bytes += await jpeg(designFront(spec), themeDesignImagePath(spec.id));
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
