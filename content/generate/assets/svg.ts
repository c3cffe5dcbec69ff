/**
 * SVG building blocks for the seed images: backdrops, "photos" (small landscape and portrait
 * scenes that stand in for customers' pictures) and shadows. Everything is deterministic: no
 * randomness, the same key gives the same picture.
 */

export interface Size {
  w: number;
  h: number;
}

/** A tiny linear congruential generator, seeded by a string, for confetti and the like. */
export function random(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

let ids = 0;
/** A unique id for gradients and clip paths within one picture. */
export function id(prefix: string): string {
  ids += 1;
  return `${prefix}${ids}`;
}
export function resetIds(): void {
  ids = 0;
}

export function linear(gid: string, stops: readonly string[], x2 = 0, y2 = 1): string {
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0;
  return `<linearGradient id="${gid}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${r1(i * step)}%" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

export function radial(
  gid: string,
  inner: string,
  outer: string,
  innerOpacity = 1,
  outerOpacity = 0,
): string {
  return `<radialGradient id="${gid}"><stop offset="0%" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="100%" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`;
}

export function svg(size: Size, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${size.w} ${size.h}"><defs>${defs}<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter><filter id="softer" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>${body}</svg>`;
}

export interface Backdrop {
  from: string;
  to: string;
  glow: string;
  /** A table or floor band at the bottom, if any. */
  floor?: string;
}

/** A soft gradient wall with a glow, optionally a floor. */
export function backdrop(size: Size, b: Backdrop): { defs: string; body: string } {
  const g = id('bg');
  const glow = id('glow');
  const floorHeight = size.h * 0.2;
  return {
    defs: linear(g, [b.from, b.to], 1, 1) + radial(glow, b.glow, b.glow, 0.55, 0),
    body:
      `<rect width="${size.w}" height="${size.h}" fill="url(#${g})"/>` +
      `<circle cx="${r1(size.w * 0.7)}" cy="${r1(size.h * 0.35)}" r="${r1(Math.max(size.w, size.h) * 0.45)}" fill="url(#${glow})"/>` +
      (b.floor
        ? `<rect y="${r1(size.h - floorHeight)}" width="${size.w}" height="${r1(floorHeight)}" fill="${b.floor}"/>` +
          `<rect y="${r1(size.h - floorHeight)}" width="${size.w}" height="3" fill="#000" opacity=".06"/>`
        : ''),
  };
}

/** A blurred shadow under a rectangle. */
export function shadow(x: number, y: number, w: number, h: number, opacity = 0.28, dy = 18): string {
  return `<rect x="${r1(x + 6)}" y="${r1(y + dy)}" width="${r1(w)}" height="${r1(h)}" rx="6" fill="#1b1b1b" opacity="${opacity}" filter="url(#soft)"/>`;
}

export type SceneKind =
  | 'sunset'
  | 'day'
  | 'sea'
  | 'mountains'
  | 'forest'
  | 'mono'
  | 'night'
  | 'people'
  | 'flowers'
  | 'city';

/** A picture inside the rectangle: the stand-in for a customer's photo. */
export function photo(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: SceneKind,
): { defs: string; body: string } {
  const clip = id('clip');
  const sky = id('sky');
  const defs: string[] = [
    `<clipPath id="${clip}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"/></clipPath>`,
  ];
  const parts: string[] = [];
  const px = (f: number) => r1(x + w * f);
  const py = (f: number) => r1(y + h * f);
  const hill = (baseline: number, amp: number, color: string, phase = 0) => {
    const pts: string[] = [`M${px(0)} ${py(1)}`, `L${px(0)} ${py(baseline)}`];
    for (let i = 1; i <= 4; i++) {
      const f = i / 4;
      const cy = baseline - amp * Math.sin((i + phase) * 1.3);
      pts.push(`Q${px(f - 0.125)} ${py(cy - amp * 0.6)} ${px(f)} ${py(cy)}`);
    }
    pts.push(`L${px(1)} ${py(1)}Z`);
    return `<path d="${pts.join('')}" fill="${color}"/>`;
  };
  const skyGradient = (top: string, bottom: string) => {
    defs.push(linear(sky, [top, bottom]));
    parts.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="url(#${sky})"/>`);
  };
  const sun = (fx: number, fy: number, fr: number, color: string, opacity = 1) =>
    parts.push(
      `<circle cx="${px(fx)}" cy="${py(fy)}" r="${r1(Math.min(w, h) * fr)}" fill="${color}" opacity="${opacity}"/>`,
    );
  switch (kind) {
    case 'sunset':
      skyGradient('#f6a27f', '#ffe0a6');
      sun(0.68, 0.5, 0.13, '#fff4cf');
      parts.push(
        hill(0.66, 0.06, '#e07a5f', 0),
        hill(0.76, 0.05, '#b5656b', 1),
        hill(0.86, 0.04, '#6d597a', 2),
      );
      break;
    case 'day':
      skyGradient('#8ecae6', '#e2f4fb');
      sun(0.22, 0.24, 0.08, '#fff6d5');
      parts.push(
        hill(0.62, 0.07, '#a7c957', 0.5),
        hill(0.74, 0.06, '#6a994e', 1.7),
        hill(0.88, 0.04, '#386641', 2.4),
      );
      break;
    case 'sea': {
      skyGradient('#a9def9', '#f1fbff');
      sun(0.75, 0.28, 0.09, '#fffbe6');
      parts.push(
        `<rect x="${r1(x)}" y="${py(0.58)}" width="${r1(w)}" height="${r1(h * 0.42)}" fill="#4d96c9"/>`,
      );
      parts.push(
        `<rect x="${r1(x)}" y="${py(0.58)}" width="${r1(w)}" height="${r1(h * 0.05)}" fill="#7fb8dc"/>`,
      );
      parts.push(hill(0.86, 0.03, '#f3deb0', 0.3));
      break;
    }
    case 'mountains':
      skyGradient('#bcd9f2', '#eef6fd');
      parts.push(
        `<path d="M${px(-0.05)} ${py(0.8)}L${px(0.3)} ${py(0.28)}L${px(0.55)} ${py(0.62)}L${px(0.72)} ${py(0.38)}L${px(1.05)} ${py(0.8)}Z" fill="#5c677d"/>`,
        `<path d="M${px(0.3)} ${py(0.28)}L${px(0.37)} ${py(0.38)}L${px(0.33)} ${py(0.37)}L${px(0.3)} ${py(0.41)}L${px(0.26)} ${py(0.36)}L${px(0.23)} ${py(0.38)}Z" fill="#fff"/>`,
        `<path d="M${px(0.72)} ${py(0.38)}L${px(0.78)} ${py(0.46)}L${px(0.74)} ${py(0.45)}L${px(0.7)} ${py(0.48)}L${px(0.67)} ${py(0.45)}Z" fill="#fff"/>`,
      );
      parts.push(hill(0.8, 0.04, '#33415c', 1), hill(0.9, 0.03, '#1d2d44', 2));
      break;
    case 'forest': {
      skyGradient('#e9f5db', '#cfe1b9');
      sun(0.8, 0.2, 0.07, '#fffdf0');
      const trees = [0.05, 0.17, 0.3, 0.42, 0.55, 0.67, 0.8, 0.93];
      trees.forEach((f, i) => {
        const top = 0.3 + (i % 3) * 0.07;
        const color = ['#2d6a4f', '#40916c', '#52b788'][i % 3];
        parts.push(
          `<path d="M${px(f)} ${py(top)}L${px(f + 0.09)} ${py(0.85)}L${px(f - 0.09)} ${py(0.85)}Z" fill="${color}"/>`,
        );
      });
      parts.push(hill(0.86, 0.02, '#1b4332', 0));
      break;
    }
    case 'mono':
      skyGradient('#d9d9d9', '#f5f5f5');
      sun(0.7, 0.32, 0.1, '#ffffff');
      parts.push(
        hill(0.64, 0.07, '#9a9a9a', 0.2),
        hill(0.76, 0.05, '#5e5e5e', 1.4),
        hill(0.9, 0.03, '#2b2b2b', 2.2),
      );
      break;
    case 'night': {
      skyGradient('#1c2541', '#3a506b');
      const rnd = random(`night${x}${y}`);
      for (let i = 0; i < 18; i++) {
        parts.push(
          `<circle cx="${px(rnd())}" cy="${py(rnd() * 0.55)}" r="${r1(1.5 + rnd() * 2.5)}" fill="#fff" opacity=".85"/>`,
        );
      }
      sun(0.78, 0.2, 0.07, '#f8f1d1');
      parts.push(hill(0.72, 0.05, '#e8eef5', 0.8), hill(0.86, 0.03, '#ffffff', 1.9));
      break;
    }
    case 'people': {
      skyGradient('#f7d9c4', '#fbeee4');
      const person = (fx: number, scale: number, shirt: string, skin: string, hair: string) => {
        const r = Math.min(w, h) * 0.1 * scale;
        const cx = px(fx);
        const headY = y + h * (0.48 - 0.05 * scale);
        parts.push(
          `<path d="M${r1(cx - r * 1.9)} ${r1(y + h)}Q${r1(cx - r * 1.9)} ${r1(headY + r * 1.7)} ${cx} ${r1(headY + r * 1.6)}Q${r1(cx + r * 1.9)} ${r1(headY + r * 1.7)} ${r1(cx + r * 1.9)} ${r1(y + h)}Z" fill="${shirt}"/>`,
          `<circle cx="${cx}" cy="${r1(headY)}" r="${r1(r)}" fill="${skin}"/>`,
          `<path d="M${r1(cx - r)} ${r1(headY)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + r)} ${r1(headY)}Q${cx} ${r1(headY - r * 0.5)} ${r1(cx - r)} ${r1(headY)}Z" fill="${hair}"/>`,
        );
      };
      person(0.3, 1.1, '#457b9d', '#e9b99a', '#4a3426');
      person(0.68, 1.0, '#e76f51', '#c68863', '#2b2118');
      person(0.5, 0.7, '#f4a261', '#f1c7a8', '#8a5a3b');
      break;
    }
    case 'flowers': {
      skyGradient('#fdf0f3', '#f6d6de');
      const rnd = random(`flowers${x}${y}`);
      for (let i = 0; i < 14; i++) {
        const fx = rnd();
        const fy = 0.35 + rnd() * 0.6;
        const rr = Math.min(w, h) * (0.04 + rnd() * 0.05);
        const color = ['#e5989b', '#b5838d', '#ffb4a2', '#f4acb7', '#9d8189'][i % 5];
        parts.push(
          `<line x1="${px(fx)}" y1="${py(fy)}" x2="${px(fx)}" y2="${py(1)}" stroke="#7a9e7e" stroke-width="${r1(rr * 0.18)}"/>`,
          `<circle cx="${px(fx)}" cy="${py(fy)}" r="${r1(rr)}" fill="${color}"/>`,
          `<circle cx="${px(fx)}" cy="${py(fy)}" r="${r1(rr * 0.35)}" fill="#ffe5d9"/>`,
        );
      }
      break;
    }
    case 'city': {
      skyGradient('#ffcfa8', '#ffe9d6');
      sun(0.25, 0.35, 0.1, '#fff3e2');
      const rnd = random(`city${x}${y}`);
      let fx = -0.02;
      while (fx < 1) {
        const bw = 0.06 + rnd() * 0.08;
        const top = 0.35 + rnd() * 0.35;
        parts.push(
          `<rect x="${px(fx)}" y="${py(top)}" width="${r1(w * bw)}" height="${r1(h * (1 - top))}" fill="${rnd() > 0.5 ? '#3d405b' : '#5a5f82'}"/>`,
        );
        fx += bw + 0.005;
      }
      break;
    }
  }
  return { defs: defs.join(''), body: `<g clip-path="url(#${clip})">${parts.join('')}</g>` };
}

/** A five-pointed star. */
export function star(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${r1(cx + rr * Math.cos(a))},${r1(cy + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" opacity="${opacity}"/>`;
}

/** Confetti scattered over the picture. */
export function confetti(
  size: Size,
  seed: string,
  colors: readonly string[],
  count = 40,
  opacity = 0.8,
): string {
  const rnd = random(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r1(rnd() * size.w);
    const y = r1(rnd() * size.h);
    const c = colors[i % colors.length];
    const s = r1(6 + rnd() * 10);
    if (i % 3 === 0)
      out.push(`<circle cx="${x}" cy="${y}" r="${r1(s / 2)}" fill="${c}" opacity="${opacity}"/>`);
    else
      out.push(
        `<rect x="${x}" y="${y}" width="${s}" height="${r1(s * 0.45)}" fill="${c}" opacity="${opacity}" transform="rotate(${Math.round(rnd() * 180)} ${x} ${y})"/>`,
      );
  }
  return out.join('');
}

/** Grey lines that stand in for printed text. */
export function textLines(
  x: number,
  y: number,
  w: number,
  lines: number,
  color = '#c9c3bb',
  gap = 16,
): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const lw = i === lines - 1 ? w * 0.6 : w * (i % 2 === 0 ? 1 : 0.85);
    out.push(
      `<rect x="${r1(x + (w - lw) / 2)}" y="${r1(y + i * gap)}" width="${r1(lw)}" height="5" rx="2.5" fill="${color}"/>`,
    );
  }
  return out.join('');
}
