/**
 * Renders the seed images into content/assets with sharp: a 1600 × 900 teaser and an 800 × 800
 * tile per product kind, occasion and special page, frame colour swatches, and the SVG logos,
 * app badges and seals. Nothing is downloaded; every picture is drawn from shapes.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LANGS } from '../lib/types';
import { appStoreBadge, fotowerkLogo, googlePlayBadge, SEALS, wandwerkLogo } from './brand';
import {
  accessories,
  acrylic,
  aluminium,
  calendar,
  calendars,
  canvas,
  cardGrid,
  cards,
  collage,
  fineArt,
  framed,
  galleryWall,
  glass,
  help,
  homeCards,
  magazine,
  type OccasionStyle,
  occasionScene,
  photobook,
  photobox,
  poster,
  prints,
  render,
  type Scene,
  sofa,
  wallpaperWall,
} from './scenes';
import { type Backdrop, resetIds } from './svg';

const WARM: Backdrop = { from: '#f6efe7', to: '#ead9c6', glow: '#ffffff', floor: '#d9c4ab' };
const CREAM: Backdrop = { from: '#faf6f0', to: '#efe4d6', glow: '#ffffff' };
const SAGE: Backdrop = { from: '#eef2ea', to: '#d5e0cf', glow: '#ffffff', floor: '#c2b59e' };
const GALLERY: Backdrop = { from: '#f3f2ef', to: '#dedbd5', glow: '#ffffff', floor: '#c8a27a' };
const SLATE: Backdrop = { from: '#e9ecef', to: '#cfd6dd', glow: '#ffffff', floor: '#b9a184' };

/** Teaser and tile pictures by key (the keys the pages use, see pages/*.ts). */
export const PICTURES: Readonly<Record<string, Scene>> = {
  // Fotowerk
  'home-cards': { backdrop: WARM, object: homeCards },
  karten: { backdrop: CREAM, object: cards },
  fotobuch: { backdrop: WARM, object: photobook() },
  fotokalender: { backdrop: SAGE, object: calendar() },
  fotocollage: { backdrop: WARM, object: collage },
  fotobox: { backdrop: CREAM, object: photobox },
  fotoabzuege: { backdrop: CREAM, object: prints },
  leinwand: { backdrop: WARM, object: canvas('sunset') },
  fotorahmen: { backdrop: SAGE, object: framed('#b58b5a', 'flowers') },
  zubehoer: { backdrop: CREAM, object: accessories },
  'karten-designen': { backdrop: CREAM, object: cardGrid },
  'alle-fotokalender': { backdrop: SAGE, object: calendars },
  'magazin-cards': { backdrop: WARM, object: magazine },
  hilfe: { backdrop: { from: '#eef3f6', to: '#d6e2ea', glow: '#ffffff' }, object: help },
  // Wandwerk
  'home-posters': { backdrop: GALLERY, object: galleryWall(true) },
  poster: { backdrop: GALLERY, object: poster('mountains') },
  'fine-art': { backdrop: SLATE, object: fineArt },
  'leinwand-wall': { backdrop: GALLERY, object: canvas('day') },
  rahmen: { backdrop: GALLERY, object: framed('#2b2b2b', 'sea') },
  acrylglas: { backdrop: SLATE, object: acrylic },
  'alu-dibond': { backdrop: SLATE, object: aluminium },
  echtglas: { backdrop: GALLERY, object: glass },
  fototapete: { backdrop: GALLERY, object: sofa, wall: wallpaperWall },
  'magazin-posters': { backdrop: GALLERY, object: galleryWall(false) },
};

const OCCASIONS: Readonly<Record<string, OccasionStyle>> = {
  einschulung: {
    backdrop: { from: '#fff8dc', to: '#ffe6a3', glow: '#ffffff' },
    photo: 'people',
    motif: 'cone',
    colors: ['#f2c14e', '#e94f37', '#3f88c5'],
    scatter: 'confetti',
  },
  firmung: {
    backdrop: { from: '#fbf0e8', to: '#f1d5c2', glow: '#ffffff' },
    photo: 'sunset',
    motif: 'flame',
    colors: ['#f6bd60', '#c8553d', '#8fb0d8'],
    scatter: 'leaves',
  },
  geburt: {
    backdrop: { from: '#eaf3f7', to: '#cfe3ec', glow: '#ffffff' },
    photo: 'people',
    motif: 'moon',
    colors: ['#f3d98b', '#7fb3c8', '#5aa9e6'],
    scatter: 'stars',
  },
  geburtstag: {
    backdrop: { from: '#fff1dd', to: '#ffd6bd', glow: '#ffffff' },
    photo: 'people',
    motif: 'balloons',
    colors: ['#f2c14e', '#e85d75', '#5aa9e6'],
    scatter: 'confetti',
  },
  'geburtstag-kindergeburtstag': {
    backdrop: { from: '#e9f8f1', to: '#c8ebf7', glow: '#ffffff' },
    photo: 'day',
    motif: 'cake',
    colors: ['#f4a261', '#e85d75', '#2a9d8f'],
    scatter: 'confetti',
  },
  hochzeit: {
    backdrop: { from: '#f7eee9', to: '#ead6cc', glow: '#ffffff' },
    photo: 'people',
    motif: 'rings',
    colors: ['#c9a25b', '#e5989b', '#b5838d'],
    scatter: 'petals',
  },
  kommunion: {
    backdrop: { from: '#f9f4ea', to: '#efe3ca', glow: '#ffffff' },
    photo: 'flowers',
    motif: 'candle',
    colors: ['#f7f1e3', '#e0a458', '#c9a25b'],
    scatter: 'stars',
  },
  konfirmation: {
    backdrop: { from: '#eff4eb', to: '#d6e3ce', glow: '#ffffff' },
    photo: 'day',
    motif: 'branch',
    colors: ['#7f9c74', '#5b6f55', '#c9a25b'],
    scatter: 'leaves',
  },
  ostern: {
    backdrop: { from: '#f5faea', to: '#e1f0cc', glow: '#ffffff' },
    photo: 'flowers',
    motif: 'eggs',
    colors: ['#f6bd60', '#f28482', '#84a59d'],
    scatter: 'petals',
  },
  taufe: {
    backdrop: { from: '#eff5fc', to: '#d7e5f5', glow: '#ffffff' },
    photo: 'sea',
    motif: 'dove',
    colors: ['#9dbbe0', '#f6bd60', '#5d86b8'],
    scatter: 'stars',
  },
  trauer: {
    backdrop: { from: '#eef0f2', to: '#d3d9de', glow: '#ffffff' },
    photo: 'mono',
    motif: 'leaf',
    colors: ['#8a9a8e', '#5f6f66', '#6b7f8e'],
    scatter: 'leaves',
  },
  'weihnachten-geschaeftlich': {
    backdrop: { from: '#23304f', to: '#121a2e', glow: '#3a4a73' },
    photo: 'city',
    motif: 'star',
    colors: ['#c9a25b', '#e9d8a6', '#8fa3c8'],
    scatter: 'stars',
  },
  'weihnachten-privat': {
    backdrop: { from: '#2d5243', to: '#1b3328', glow: '#4c7a63' },
    photo: 'night',
    motif: 'tree',
    colors: ['#2d6a4f', '#e63946', '#f2c14e'],
    scatter: 'snow',
  },
};

const SWATCHES: Record<string, { base: string; grain: string }> = {
  black: { base: '#1d1d1b', grain: '#2e2e2b' },
  white: { base: '#f4f4f0', grain: '#e6e6e0' },
  oak: { base: '#c89f6b', grain: '#b48857' },
};

function swatch(color: { base: string; grain: string }): string {
  const lines = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M0 ${10 + i * 16}Q100 ${4 + i * 16 + (i % 3) * 4} 200 ${12 + i * 16}" stroke="${color.grain}" stroke-width="3" fill="none"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${color.base}"/>${lines}</svg>`;
}

async function jpeg(svgText: string, file: string): Promise<number> {
  const buffer = await sharp(Buffer.from(svgText)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  await writeFile(file, buffer);
  return buffer.length;
}

const TEASER = { w: 1600, h: 900 };
const TILE = { w: 800, h: 800 };

/** Every picture key: products and pages, and `occasion-{slug}` for the occasions. */
export function pictureKeys(): string[] {
  return [...Object.keys(PICTURES), ...Object.keys(OCCASIONS).map((k) => `occasion-${k}`)];
}

export async function writeAssets(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const sub of ['teasers', 'tiles', 'swatches', 'logo', 'badges'])
    await mkdir(path.join(dir, sub), { recursive: true });
  let bytes = 0;
  let files = 0;
  const scenes: [string, Scene][] = [
    ...Object.entries(PICTURES),
    ...Object.entries(OCCASIONS).map(([k, style]): [string, Scene] => [
      `occasion-${k}`,
      occasionScene(style, k),
    ]),
  ];
  for (const [key, scene] of scenes) {
    resetIds();
    bytes += await jpeg(render(scene, TEASER), path.join(dir, 'teasers', `${key}.jpg`));
    resetIds();
    bytes += await jpeg(render(scene, TILE), path.join(dir, 'tiles', `${key}.jpg`));
    files += 2;
  }
  for (const [name, color] of Object.entries(SWATCHES)) {
    bytes += await jpeg(swatch(color), path.join(dir, 'swatches', `${name}.jpg`));
    files += 1;
  }
  const svgs: [string, string][] = [
    ['logo/fotowerk.svg', fotowerkLogo()],
    ['logo/wandwerk.svg', wandwerkLogo()],
    ...LANGS.flatMap((lang): [string, string][] => [
      [`badges/app-store-${lang}.svg`, appStoreBadge(lang)],
      [`badges/google-play-${lang}.svg`, googlePlayBadge(lang)],
    ]),
    ...Object.entries(SEALS).map(([name, text]): [string, string] => [`badges/seal-${name}.svg`, text]),
  ];
  for (const [file, text] of svgs) {
    await writeFile(path.join(dir, file), text);
    bytes += Buffer.byteLength(text);
    files += 1;
  }
  console.log(`${files} assets, ${(bytes / 1024).toFixed(0)} KiB, in ${path.relative(process.cwd(), dir)}`);
}
