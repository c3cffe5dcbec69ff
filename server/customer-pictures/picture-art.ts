/**
 * Drawings of the seeded customer pictures: a room with the product on the wall, as a shopper
 * would photograph it. Everything follows from the picture's id by a fixed hash, so the committed
 * JPEGs (content/assets/customer-pictures) can be rendered again byte for byte by
 * `node --import tsx server/customer-pictures/render-pictures.ts`.
 */

export const PICTURE_SIZE = 720;

/** FNV-1a: a stable 32-bit hash, the seed of every choice of one picture. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const WALLS = ['#efe7dc', '#dfe6e1', '#e8e2ef', '#f2ede4', '#dde3ea', '#efe0d6'] as const;
const FLOORS = ['#c8a27a', '#b99273', '#a88b6f', '#d3b896'] as const;
const SKIES = [
  ['#f7b267', '#f4845f'],
  ['#8ecae6', '#219ebc'],
  ['#cdb4db', '#ffafcc'],
  ['#a8dadc', '#457b9d'],
  ['#ffd166', '#ef476f'],
] as const;
const LANDS = ['#2a9d8f', '#264653', '#6a994e', '#386641', '#495057'] as const;
const FURNITURE = ['#4a4e69', '#6d597a', '#3d5a80', '#7f5539', '#52796f'] as const;

const pick = <T>(list: readonly T[], seed: number, salt: number): T =>
  list[((seed >>> salt) ^ (seed >>> (salt + 7))) % list.length] as T;

/** The motif printed on the product: sky, sun and two ranges of hills. */
function motif(x: number, y: number, w: number, h: number, seed: number, id: string): string {
  const [top, bottom] = pick(SKIES, seed, 3);
  const land = pick(LANDS, seed, 5);
  const sunX = x + w * (0.25 + ((seed >>> 9) % 50) / 100);
  const sunY = y + h * 0.35;
  const ridge = (base: number, amp: number, phase: number) => {
    const points: string[] = [`${x},${y + h}`];
    for (let i = 0; i <= 8; i++) {
      const px = x + (w * i) / 8;
      const py = y + h * base - Math.sin(i * 0.9 + phase) * h * amp;
      points.push(`${px.toFixed(1)},${py.toFixed(1)}`);
    }
    points.push(`${x + w},${y + h}`);
    return points.join(' ');
  };
  return `
    <defs><linearGradient id="sky-${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky-${id})"/>
    <circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(Math.min(w, h) * 0.09).toFixed(1)}" fill="#fff6d5" opacity="0.9"/>
    <polygon points="${ridge(0.62, 0.08, seed % 7)}" fill="${land}" opacity="0.65"/>
    <polygon points="${ridge(0.75, 0.06, (seed >>> 4) % 7)}" fill="${land}"/>`;
}

/** How the product sits on the wall: its edge, frame or gloss. */
function product(kind: string, x: number, y: number, w: number, h: number, seed: number, id: string): string {
  const art = motif(x, y, w, h, seed, id);
  switch (kind) {
    case 'leinwand':
      // A stretched canvas: a deep edge and a soft shadow.
      return `<rect x="${x + 10}" y="${y + 14}" width="${w}" height="${h}" fill="#000" opacity="0.18"/>${art}
        <rect x="${x + w}" y="${y}" width="8" height="${h}" fill="#000" opacity="0.25"/>`;
    case 'poster':
    case 'hahnemuehle':
      // Paper with a white margin, held by a thin frame.
      return `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" fill="#2b2b2b"/>
        <rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="#fbfbf8"/>${art}`;
    case 'fotorahmen':
      return `<rect x="${x - 26}" y="${y - 26}" width="${w + 52}" height="${h + 52}" fill="#8d6a4a"/>
        <rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" fill="#ffffff"/>${art}`;
    case 'acrylglas':
    case 'echtglas':
      // Glass: a bright diagonal reflection over the print.
      return `${art}<polygon points="${x},${y} ${x + w * 0.45},${y} ${x},${y + h * 0.6}" fill="#fff" opacity="0.28"/>
        <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>`;
    case 'aludibond':
      return `${art}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c0c6cc" opacity="0.18"/>
        <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#9aa3ab" stroke-width="4"/>`;
    default:
      return art;
  }
}

/** The SVG of one picture: a wall, the product, a floor and a piece of furniture. */
export function customerPictureSvg(id: string, kind: string): string {
  const size = PICTURE_SIZE;
  const seed = hash(id);
  const wall = pick(WALLS, seed, 1);
  const floor = pick(FLOORS, seed, 2);
  const furniture = pick(FURNITURE, seed, 6);
  const floorY = size * 0.76;
  const mural = kind === 'fototapete';
  const portrait = !mural && seed % 3 === 0;
  const w = mural ? size : portrait ? size * 0.36 : size * 0.56;
  const h = mural ? floorY : portrait ? size * 0.48 : size * 0.36;
  const x = mural ? 0 : (size - w) / 2 + (((seed >>> 11) % 60) - 30);
  const y = mural ? 0 : size * 0.1;
  const sofa = `
    <rect x="${size * 0.16}" y="${floorY - 110}" width="${size * 0.68}" height="90" rx="22" fill="${furniture}"/>
    <rect x="${size * 0.12}" y="${floorY - 70}" width="${size * 0.76}" height="70" rx="18" fill="${furniture}"/>
    <rect x="${size * 0.2}" y="${floorY - 150}" width="90" height="70" rx="14" fill="#f1faee" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="${wall}"/>
    ${product(kind, x, y, w, h, seed, id.replace(/[^a-z0-9-]/gi, ''))}
    <rect y="${floorY}" width="${size}" height="${size - floorY}" fill="${floor}"/>
    <rect y="${floorY}" width="${size}" height="6" fill="#000" opacity="0.08"/>
    ${sofa}
  </svg>`;
}
