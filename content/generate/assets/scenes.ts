/**
 * The pictures: product mock-ups and occasion cards, each drawn in a 1000 × 1000 "object box" that
 * is placed right of centre in a wide teaser and centred in a square tile.
 */
import { type MotifKind, motif } from './motifs';
import {
  type Backdrop,
  backdrop,
  confetti,
  id,
  linear,
  photo,
  r1,
  type SceneKind,
  type Size,
  shadow,
  star,
  svg,
  textLines,
} from './svg';

/** Collects defs and shapes. */
export class Drawing {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  add(part: { defs: string; body: string }): this {
    this.defs.push(part.defs);
    this.body.push(part.body);
    return this;
  }
  push(...shapes: string[]): this {
    this.body.push(...shapes);
    return this;
  }
  photo(x: number, y: number, w: number, h: number, kind: SceneKind): this {
    return this.add(photo(x, y, w, h, kind));
  }
  group(transform: string, draw: (d: Drawing) => void): this {
    const inner = new Drawing();
    draw(inner);
    this.defs.push(...inner.defs);
    this.body.push(`<g transform="${transform}">${inner.body.join('')}</g>`);
    return this;
  }
}

export type ObjectDraw = (d: Drawing) => void;

export interface Scene {
  backdrop: Backdrop;
  object: ObjectDraw;
  /** Drawn over the backdrop in picture coordinates, under the object (confetti, stars …). */
  decoration?: (size: Size) => string;
  /** Replaces the backdrop (e.g. a wallpaper that is the whole wall). */
  wall?: (size: Size, d: Drawing) => void;
}

export function render(scene: Scene, size: Size): string {
  const d = new Drawing();
  if (scene.wall) scene.wall(size, d);
  else d.add(backdrop(size, scene.backdrop));
  if (scene.decoration) d.push(scene.decoration(size));
  const wide = size.w / size.h > 1.3;
  const box = Math.min(size.w, size.h) * (wide ? 1.1 : 0.98);
  const x = wide ? size.w * 0.63 - box / 2 : (size.w - box) / 2;
  const y = (size.h - box) / 2;
  d.group(`translate(${r1(x)} ${r1(y)}) scale(${(box / 1000).toFixed(4)})`, scene.object);
  return svg(size, d.defs.join(''), d.body.join(''));
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

const PAPER = '#fbfaf7';

export const canvas =
  (kind: SceneKind = 'sunset', x = 160, y = 250, w = 680, h = 480): ObjectDraw =>
  (d) => {
    d.push(
      shadow(x, y, w + 22, h + 14),
      `<polygon points="${x + w},${y} ${x + w + 22},${y + 14} ${x + w + 22},${y + h + 14} ${x + w},${y + h}" fill="#000" opacity=".35"/>`,
      `<polygon points="${x},${y + h} ${x + w},${y + h} ${x + w + 22},${y + h + 14} ${x + 22},${y + h + 14}" fill="#000" opacity=".25"/>`,
    );
    d.photo(x, y, w, h, kind);
    d.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#000" stroke-opacity=".12"/>`,
    );
  };

export const poster =
  (kind: SceneKind = 'mountains'): ObjectDraw =>
  (d) => {
    const [x, y, w, h] = [300, 160, 400, 580];
    d.push(
      `<path d="M${x + 40} ${y - 14}L500 70L${x + w - 40} ${y - 14}" stroke="#6b5b4b" stroke-width="3" fill="none"/><circle cx="500" cy="68" r="7" fill="#6b5b4b"/>`,
      shadow(x, y, w, h, 0.22),
    );
    d.photo(x, y, w, h, kind);
    d.push(
      `<rect x="${x - 14}" y="${y - 18}" width="${w + 28}" height="24" rx="4" fill="#b08358"/>`,
      `<rect x="${x - 14}" y="${y + h - 6}" width="${w + 28}" height="24" rx="4" fill="#b08358"/>`,
    );
  };

export const fineArt: ObjectDraw = (d) => {
  const [x, y, w, h] = [290, 140, 420, 600];
  d.push(shadow(x, y, w, h, 0.2), `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAPER}"/>`);
  d.photo(x + 50, y + 50, w - 100, h - 190, 'mono');
  d.push(
    textLines(x + 130, y + h - 100, w - 260, 1, '#b8b2aa'),
    `<rect x="${x + w - 150}" y="${y + h - 60}" width="90" height="4" rx="2" fill="#8f887e"/>`,
    `<rect x="${x + 70}" y="${y - 14}" width="36" height="30" rx="3" fill="#2b2b2b"/><rect x="${x + w - 106}" y="${y - 14}" width="36" height="30" rx="3" fill="#2b2b2b"/>`,
  );
};

export const framed =
  (frame = '#2b2b2b', kind: SceneKind = 'sea', [x, y, w, h] = [300, 150, 400, 540], mat = 50): ObjectDraw =>
  (d) => {
    d.push(
      shadow(x, y, w, h, 0.3),
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>`,
      `<rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${h - 48}" fill="${PAPER}"/>`,
      `<rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${h - 48}" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="4"/>`,
    );
    d.photo(x + 24 + mat, y + 24 + mat, w - 48 - 2 * mat, h - 48 - 2 * mat, kind);
  };

function gloss(d: Drawing, x: number, y: number, w: number, h: number, opacity = 0.28): void {
  const g = id('gloss');
  d.defs.push(linear(g, ['#ffffff', '#ffffff00'], 1, 1));
  d.push(
    `<polygon points="${x},${y} ${x + w * 0.55},${y} ${x + w * 0.2},${y + h} ${x},${y + h}" fill="url(#${g})" opacity="${opacity}"/>`,
  );
}

export const acrylic: ObjectDraw = (d) => {
  const [x, y, w, h] = [140, 260, 720, 470];
  d.push(
    shadow(x, y, w, h, 0.3, 26),
    `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="#dcebf0" opacity=".9"/>`,
  );
  d.photo(x, y, w, h, 'sea');
  gloss(d, x, y, w, h);
};

export const aluminium: ObjectDraw = (d) => {
  const [x, y, w, h] = [140, 260, 720, 470];
  const g = id('metal');
  d.defs.push(linear(g, ['#e6e8eb', '#b9bec6', '#eef0f2'], 1, 0));
  d.push(
    shadow(x, y, w, h, 0.28, 22),
    `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="url(#${g})"/>`,
  );
  d.photo(x, y, w, h, 'city');
  const lines: string[] = [];
  for (let i = 0; i < h; i += 7)
    lines.push(`<rect x="${x}" y="${y + i}" width="${w}" height="1" fill="#fff" opacity=".07"/>`);
  d.push(...lines);
};

export const glass: ObjectDraw = (d) => {
  const [x, y, w, h] = [150, 250, 700, 480];
  d.push(
    shadow(x, y, w, h, 0.32, 30),
    `<rect x="${x - 7}" y="${y - 7}" width="${w + 14}" height="${h + 14}" rx="3" fill="#c5ddd3"/>`,
  );
  d.photo(x, y, w, h, 'forest');
  gloss(d, x, y, w, h, 0.22);
  const g = id('steel');
  d.defs.push(linear(g, ['#f5f5f5', '#9ea3a8'], 1, 1));
  for (const [cx, cy] of [
    [x + 32, y + 32],
    [x + w - 32, y + 32],
    [x + 32, y + h - 32],
    [x + w - 32, y + h - 32],
  ])
    d.push(`<circle cx="${cx}" cy="${cy}" r="15" fill="url(#${g})" stroke="#7d8286" stroke-width="1.5"/>`);
};

/** The wall is the wallpaper: a photo over the whole picture, with a sofa and a plant in front. */
export function wallpaperWall(size: Size, d: Drawing): void {
  d.photo(0, 0, size.w, size.h * 0.84, 'forest');
  d.push(
    `<rect y="${r1(size.h * 0.84)}" width="${size.w}" height="${r1(size.h * 0.16)}" fill="#c8a27a"/>`,
    `<rect y="${r1(size.h * 0.84)}" width="${size.w}" height="4" fill="#000" opacity=".12"/>`,
  );
}

export const sofa: ObjectDraw = (d) => {
  d.push(
    `<rect x="180" y="650" width="640" height="150" rx="30" fill="#e8dcc8"/>`,
    `<rect x="150" y="600" width="90" height="220" rx="30" fill="#ddd0ba"/>`,
    `<rect x="760" y="600" width="90" height="220" rx="30" fill="#ddd0ba"/>`,
    `<rect x="230" y="560" width="260" height="120" rx="24" fill="#efe5d4"/>`,
    `<rect x="510" y="560" width="260" height="120" rx="24" fill="#efe5d4"/>`,
    `<rect x="200" y="815" width="14" height="40" fill="#6b5b4b"/><rect x="786" y="815" width="14" height="40" fill="#6b5b4b"/>`,
    `<rect x="880" y="760" width="70" height="95" rx="8" fill="#b56b45"/>`,
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<ellipse cx="${915 + (i - 2) * 22}" cy="${700 - (i % 2) * 40}" rx="18" ry="52" fill="${i % 2 ? '#2d6a4f' : '#40916c'}" transform="rotate(${(i - 2) * 18} 915 760)"/>`,
    ),
  );
};

export const card =
  (
    kind: SceneKind,
    accent: string,
    m?: { kind: MotifKind; colors: readonly string[] },
    rotate = -3,
  ): ObjectDraw =>
  (d) => {
    const [x, y, w, h] = [290, 150, 420, 600];
    d.group(`rotate(${rotate} 500 450)`, (g) => {
      g.push(
        shadow(x, y, w, h, 0.25),
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAPER}"/>`,
      );
      g.photo(x + 30, y + 30, w - 60, h * 0.5, kind);
      if (m)
        g.push(
          `<g transform="translate(500 ${y + h * 0.5 + 120}) scale(1.25)">${motif(m.kind, m.colors)}</g>`,
        );
      g.push(
        `<rect x="${x + w / 2 - 70}" y="${y + h - 88}" width="140" height="8" rx="4" fill="${accent}"/>`,
        textLines(x + 90, y + h - 62, w - 180, 2, '#cfc8bf', 18),
      );
    });
  };

export const cards: ObjectDraw = (d) => {
  d.group('rotate(-10 500 500)', (g) => {
    g.push(
      shadow(170, 300, 520, 360, 0.18),
      `<rect x="170" y="300" width="520" height="360" fill="#e9dccb"/>`,
      `<path d="M170 300L430 480L690 300" fill="#dccbb5" stroke="#cbb79c" stroke-width="2"/>`,
    );
  });
  card('people', '#c9a25b', { kind: 'rings', colors: ['#c9a25b'] }, 6)(d);
};

export const photobook =
  (left: SceneKind = 'sea', right: [SceneKind, SceneKind] = ['day', 'people']): ObjectDraw =>
  (d) => {
    const [x, y, w, h] = [120, 290, 760, 440];
    const spine = id('spine');
    d.defs.push(linear(spine, ['#00000000', '#00000040', '#00000000'], 1, 0));
    d.push(
      shadow(x, y, w, h + 10, 0.3),
      `<rect x="${x - 12}" y="${y - 10}" width="${w + 24}" height="${h + 22}" rx="6" fill="#7a4e3b"/>`,
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAPER}"/>`,
    );
    d.photo(x + 26, y + 26, w / 2 - 52, h - 52, left);
    d.photo(x + w / 2 + 26, y + 26, w / 2 - 52, h * 0.42, right[0]);
    d.photo(x + w / 2 + 26, y + 40 + h * 0.42, w / 2 - 52, h * 0.32, right[1]);
    d.push(
      textLines(x + w / 2 + 60, y + h - 52, w / 2 - 120, 2, '#d3ccc2', 14),
      `<rect x="${x + w / 2 - 40}" y="${y}" width="80" height="${h}" fill="url(#${spine})"/>`,
    );
  };

function calendarSheet(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: SceneKind,
  accent: string,
): void {
  d.push(shadow(x, y, w, h, 0.22), `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAPER}"/>`);
  for (let i = 0; i < 9; i++)
    d.push(
      `<circle cx="${r1(x + w * 0.12 + i * w * 0.095)}" cy="${y + 8}" r="6" fill="none" stroke="#555" stroke-width="3"/>`,
    );
  d.photo(x + w * 0.06, y + 24, w * 0.88, h * 0.52, kind);
  const gx = x + w * 0.08;
  const gy = y + h * 0.64;
  const cw = (w * 0.84) / 7;
  const ch = (h * 0.3) / 5;
  d.push(
    `<rect x="${r1(gx)}" y="${r1(gy - 22)}" width="${r1(w * 0.3)}" height="9" rx="4" fill="${accent}"/>`,
  );
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 7; c++)
      d.push(
        `<rect x="${r1(gx + c * cw + 2)}" y="${r1(gy + r * ch + 2)}" width="${r1(cw - 4)}" height="${r1(ch - 4)}" fill="${r === 2 && c === 4 ? accent : '#eeebe6'}"/>`,
      );
}

export const calendar =
  (kind: SceneKind = 'mountains', accent = '#e07a5f'): ObjectDraw =>
  (d) => {
    d.push(
      `<path d="M360 172L500 70L640 172" stroke="#6b5b4b" stroke-width="3" fill="none"/><circle cx="500" cy="68" r="7" fill="#6b5b4b"/>`,
    );
    calendarSheet(d, 320, 170, 360, 640, kind, accent);
  };

export const calendars: ObjectDraw = (d) => {
  calendarSheet(d, 90, 200, 270, 480, 'sunset', '#e07a5f');
  // A desk calendar on its stand.
  d.push(`<polygon points="420,760 600,760 580,420 440,420" fill="#d8cfc4"/>`);
  calendarSheet(d, 400, 400, 220, 340, 'day', '#6a994e');
  // A family planner: tall, with columns.
  const [x, y, w, h] = [670, 160, 230, 640];
  d.push(shadow(x, y, w, h, 0.22), `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAPER}"/>`);
  d.photo(x + 15, y + 20, w - 30, h * 0.34, 'people');
  for (let c = 0; c < 4; c++) {
    d.push(
      `<rect x="${x + 15 + c * ((w - 30) / 4) + 2}" y="${y + h * 0.4}" width="${r1((w - 30) / 4 - 4)}" height="12" fill="${['#e07a5f', '#6a994e', '#457b9d', '#f2c14e'][c]}"/>`,
    );
    for (let r = 0; r < 12; r++)
      d.push(
        `<rect x="${r1(x + 15 + c * ((w - 30) / 4) + 2)}" y="${r1(y + h * 0.4 + 20 + r * 30)}" width="${r1((w - 30) / 4 - 4)}" height="24" fill="#eeebe6"/>`,
      );
  }
};

export const collage: ObjectDraw = (d) => {
  const [x, y, w, h] = [160, 240, 680, 500];
  d.push(shadow(x, y, w, h, 0.3), `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff"/>`);
  const kinds: SceneKind[] = [
    'sea',
    'people',
    'sunset',
    'forest',
    'flowers',
    'day',
    'mountains',
    'city',
    'people',
  ];
  const gap = 8;
  const cw = (w - gap * 4) / 3;
  const ch = (h - gap * 4) / 3;
  kinds.forEach((kind, i) => {
    d.photo(x + gap + (i % 3) * (cw + gap), y + gap + Math.floor(i / 3) * (ch + gap), cw, ch, kind);
  });
};

export const photobox: ObjectDraw = (d) => {
  d.group('rotate(-7 510 330)', (g) => {
    g.push(
      shadow(300, 170, 420, 280, 0.2),
      `<rect x="300" y="170" width="420" height="280" rx="8" fill="#2f4858"/>`,
    );
    g.photo(330, 200, 360, 220, 'sunset');
  });
  d.push(
    shadow(240, 470, 520, 300, 0.3),
    `<rect x="240" y="470" width="520" height="300" rx="8" fill="#3d5a6c"/>`,
  );
  const prints: [number, SceneKind][] = [
    [275, 'day'],
    [300, 'sea'],
    [325, 'people'],
  ];
  for (const [px, kind] of prints) {
    d.push(
      `<rect x="${px}" y="${400 + (px - 275) * 0.6}" width="400" height="300" fill="#fff" stroke="#ddd"/>`,
    );
    d.photo(px + 14, 414 + (px - 275) * 0.6, 372, 240, kind);
  }
  d.push(
    `<rect x="240" y="540" width="520" height="230" rx="8" fill="#2f4858"/><rect x="240" y="540" width="520" height="10" fill="#000" opacity=".15"/>`,
  );
};

export const prints: ObjectDraw = (d) => {
  const items: [number, number, number, SceneKind][] = [
    [-16, 300, 420, 'sea'],
    [-5, 420, 360, 'people'],
    [7, 540, 400, 'sunset'],
    [16, 650, 470, 'forest'],
  ];
  for (const [angle, cx, cy, kind] of items) {
    d.group(`rotate(${angle} ${cx} ${cy})`, (g) => {
      g.push(
        shadow(cx - 170, cy - 125, 340, 250, 0.22),
        `<rect x="${cx - 170}" y="${cy - 125}" width="340" height="250" fill="#fff"/>`,
      );
      g.photo(cx - 156, cy - 111, 312, 222, kind);
    });
  }
};

export const accessories: ObjectDraw = (d) => {
  d.group('rotate(-6 450 500)', (g) => {
    g.push(
      shadow(180, 320, 520, 360, 0.2),
      `<rect x="180" y="320" width="520" height="360" fill="#d9c2a7"/>`,
      `<path d="M180 320L440 520L700 320Z" fill="#cdb493"/>`,
    );
  });
  d.group('rotate(5 560 420)', (g) => {
    g.push(
      shadow(400, 180, 320, 440, 0.2),
      `<rect x="400" y="180" width="320" height="440" fill="${PAPER}"/>`,
    );
    g.photo(425, 205, 270, 250, 'flowers');
    g.push(textLines(460, 500, 200, 3, '#d3ccc2', 18));
  });
  // Gift box with a bow.
  d.push(
    shadow(620, 560, 240, 200, 0.25),
    `<rect x="620" y="560" width="240" height="200" fill="#e8dfd5"/>`,
    `<rect x="728" y="560" width="24" height="200" fill="#c9a25b"/>`,
    `<rect x="620" y="648" width="240" height="24" fill="#c9a25b"/>`,
    `<path d="M740 560L690 520L700 575Z" fill="#c9a25b"/><path d="M740 560L790 520L780 575Z" fill="#c9a25b"/><circle cx="740" cy="560" r="14" fill="#b38a45"/>`,
  );
};

export const cardGrid: ObjectDraw = (d) => {
  const motifs: [SceneKind, MotifKind, string][] = [
    ['people', 'rings', '#c9a25b'],
    ['day', 'balloons', '#e85d75'],
    ['night', 'tree', '#2d6a4f'],
    ['flowers', 'dove', '#8fb0d8'],
    ['sea', 'moon', '#7fb3c8'],
    ['sunset', 'star', '#c9a25b'],
  ];
  motifs.forEach(([kind, m, accent], i) => {
    const cx = 230 + (i % 3) * 270;
    const cy = 330 + Math.floor(i / 3) * 340;
    d.group(`rotate(${((i * 7) % 9) - 4} ${cx} ${cy})`, (g) => {
      g.push(
        shadow(cx - 110, cy - 150, 220, 300, 0.2),
        `<rect x="${cx - 110}" y="${cy - 150}" width="220" height="300" fill="${PAPER}"/>`,
      );
      g.photo(cx - 95, cy - 135, 190, 160, kind);
      g.push(
        `<g transform="translate(${cx} ${cy + 70}) scale(.45)">${motif(m, [accent, '#e85d75', '#5aa9e6'])}</g>`,
      );
    });
  });
};

export const magazine: ObjectDraw = (d) => {
  d.push(
    shadow(150, 240, 700, 500, 0.25),
    `<rect x="150" y="240" width="700" height="500" fill="${PAPER}"/>`,
  );
  d.photo(180, 270, 300, 440, 'flowers');
  d.push(
    `<rect x="530" y="290" width="260" height="16" rx="8" fill="#2f4858"/>`,
    textLines(530, 340, 260, 6, '#d3ccc2', 22),
    textLines(530, 500, 260, 5, '#d3ccc2', 22),
    `<rect x="498" y="240" width="4" height="500" fill="#000" opacity=".08"/>`,
    `<g transform="rotate(-35 760 700)"><rect x="600" y="690" width="300" height="22" fill="#f2c14e"/><polygon points="900,690 940,701 900,712" fill="#e9c9a0"/><rect x="585" y="690" width="18" height="22" fill="#e85d75"/></g>`,
  );
};

export const galleryWall =
  (withSofa: boolean): ObjectDraw =>
  (d) => {
    const frames: [number, number, number, number, SceneKind, string][] = [
      [150, 140, 260, 340, 'mountains', '#2b2b2b'],
      [440, 100, 300, 220, 'sea', '#b58b5a'],
      [770, 140, 180, 240, 'mono', '#2b2b2b'],
      [440, 350, 140, 180, 'flowers', '#f4f4f0'],
      [610, 350, 200, 140, 'city', '#2b2b2b'],
    ];
    for (const [x, y, w, h, kind, color] of frames) framed(color, kind, [x, y, w, h], 10)(d);
    if (withSofa) sofa(d);
  };

export const help: ObjectDraw = (d) => {
  d.push(
    shadow(200, 220, 520, 340, 0.2),
    `<rect x="200" y="220" width="520" height="340" rx="60" fill="#ffffff"/>`,
    `<path d="M300 540L280 660L400 555Z" fill="#ffffff"/>`,
    ...[360, 460, 560].map((cx) => `<circle cx="${cx}" cy="390" r="26" fill="#2f4858"/>`),
    shadow(560, 500, 280, 230, 0.2),
    `<rect x="560" y="500" width="280" height="230" rx="40" fill="#e07a5f"/>`,
    `<path d="M700 660C640 620 620 590 640 565C660 540 690 550 700 570C710 550 740 540 760 565C780 590 760 620 700 660Z" fill="#fff"/>`,
  );
};

export const homeCards: ObjectDraw = (d) => {
  d.group('rotate(-8 330 520)', (g) => photobook('sea', ['flowers', 'people'])(g));
  d.group('translate(230 -40) scale(.8)', (g) =>
    card('people', '#c9a25b', { kind: 'rings', colors: ['#c9a25b'] }, 8)(g),
  );
};

// ---------------------------------------------------------------------------------------------
// Occasions
// ---------------------------------------------------------------------------------------------

export interface OccasionStyle {
  backdrop: Backdrop;
  photo: SceneKind;
  motif: MotifKind;
  colors: readonly string[];
  scatter?: 'confetti' | 'stars' | 'petals' | 'leaves' | 'snow';
}

export function occasionScene(style: OccasionStyle, seed: string): Scene {
  const big = (size: Size): string => {
    const wide = size.w / size.h > 1.3;
    const spots: [number, number, number, number][] = wide
      ? [
          [0.16, 0.3, 2.6, 0.22],
          [0.34, 0.74, 1.6, 0.16],
        ]
      : [
          [0.14, 0.16, 1.5, 0.2],
          [0.87, 0.85, 1.5, 0.2],
        ];
    return spots
      .map(
        ([fx, fy, scale, opacity]) =>
          `<g transform="translate(${r1(size.w * fx)} ${r1(size.h * fy)}) scale(${scale})" opacity="${opacity}">${motif(style.motif, style.colors)}</g>`,
      )
      .join('');
  };
  return {
    backdrop: style.backdrop,
    object: (d) =>
      d.group(
        'translate(500 450) scale(1.12) translate(-500 -450)',
        card(style.photo, style.colors[0] ?? '#c9a25b', { kind: style.motif, colors: style.colors }),
      ),
    decoration: (size) => big(size) + scatter(size),
  };

  function scatter(size: Size): string {
    switch (style.scatter) {
      case 'confetti':
        return confetti(size, seed, style.colors, 46);
      case 'petals':
        return confetti(size, seed, ['#f4acb7', '#ffe5d9', '#e5989b'], 30, 0.7);
      case 'leaves':
        return confetti(size, seed, ['#a3b18a', '#cad2c5'], 14, 0.5);
      case 'snow': {
        let out = '';
        const rnd = (n: number) => (((Math.sin(n * 12.9898) * 43758.5453) % 1) + 1) % 1;
        for (let i = 0; i < 40; i++)
          out += `<circle cx="${r1(rnd(i + 1) * size.w)}" cy="${r1(rnd(i + 100) * size.h)}" r="${r1(2 + rnd(i + 200) * 5)}" fill="#fff" opacity=".7"/>`;
        return out;
      }
      case 'stars': {
        let out = '';
        const rnd = (n: number) => (((Math.sin(n * 78.233) * 43758.5453) % 1) + 1) % 1;
        for (let i = 0; i < 16; i++)
          out += star(
            r1(rnd(i + 1) * size.w),
            r1(rnd(i + 50) * size.h),
            r1(6 + rnd(i + 99) * 10),
            style.colors[0] ?? '#c9a25b',
            0.6,
          );
        return out;
      }
      default:
        return '';
    }
  }
}
