/** Small illustrations for occasions, drawn around (0,0) within about ±60 units. */
import { r1, star } from './svg';

export type MotifKind =
  | 'rings'
  | 'moon'
  | 'balloons'
  | 'cake'
  | 'dove'
  | 'candle'
  | 'cone'
  | 'eggs'
  | 'leaf'
  | 'tree'
  | 'star'
  | 'branch'
  | 'flame';

export function motif(kind: MotifKind, colors: readonly string[]): string {
  const [a = '#c9a25b', b = '#e85d75', c = '#5aa9e6'] = colors;
  switch (kind) {
    case 'rings':
      return `<circle cx="-16" cy="0" r="30" fill="none" stroke="${a}" stroke-width="8"/><circle cx="18" cy="0" r="30" fill="none" stroke="${a}" stroke-width="8" opacity=".85"/>`;
    case 'moon':
      return `<path d="M10 -48A48 48 0 1 0 10 48A36 36 0 1 1 10 -48Z" fill="${a}"/>${star(34, -30, 10, b)}${star(44, 14, 7, b)}${star(22, 38, 5, b)}`;
    case 'balloons':
      return [
        [-28, -12, a],
        [0, -26, b],
        [28, -8, c],
      ]
        .map(
          ([x, y, color]) =>
            `<path d="M${x} ${Number(y) + 28}Q${Number(x) + 6} ${Number(y) + 50} ${Number(x) - 2} 62" stroke="#8a8a8a" stroke-width="1.5" fill="none"/><ellipse cx="${x}" cy="${y}" rx="20" ry="26" fill="${color}"/><circle cx="${Number(x) - 7}" cy="${Number(y) - 9}" r="5" fill="#fff" opacity=".45"/>`,
        )
        .join('');
    case 'cake':
      return `<rect x="-44" y="0" width="88" height="40" rx="6" fill="${a}"/><rect x="-34" y="-26" width="68" height="28" rx="6" fill="${b}"/><path d="M-44 10Q-33 20 -22 10T0 10T22 10T44 10" stroke="#fff" stroke-width="4" fill="none"/>${[
        -18, 0, 18,
      ]
        .map(
          (x) =>
            `<rect x="${x - 3}" y="-48" width="6" height="22" fill="${c}"/><ellipse cx="${x}" cy="-54" rx="4" ry="7" fill="#f6bd60"/>`,
        )
        .join('')}`;
    case 'dove':
      return `<ellipse cx="0" cy="6" rx="42" ry="20" fill="${a}"/><circle cx="36" cy="-8" r="13" fill="${a}"/><path d="M47 -8L60 -4L47 -1Z" fill="${b}"/><path d="M-6 0Q-30 -50 14 -52Q-2 -30 10 0Z" fill="${c}"/><path d="M-40 6L-62 -6L-58 16Z" fill="${a}"/><circle cx="39" cy="-10" r="2" fill="#333"/>`;
    case 'candle':
      return `<circle cx="0" cy="-42" r="26" fill="${b}" opacity=".25"/><rect x="-14" y="-22" width="28" height="80" rx="3" fill="${a}"/><path d="M0 -58Q12 -42 0 -28Q-12 -42 0 -58Z" fill="${b}"/><rect x="-14" y="8" width="28" height="6" fill="${c}"/>`;
    case 'cone':
      return `<path d="M-34 -40L34 -40L0 60Z" fill="${b}"/><path d="M-23 -8L23 -8L17 8L-17 8Z" fill="${a}"/><path d="M-12 26L12 26L7 40L-7 40Z" fill="${c}"/><path d="M-38 -40Q-20 -70 0 -52Q20 -72 38 -40Z" fill="${c}" opacity=".8"/><rect x="-38" y="-44" width="76" height="8" rx="3" fill="${a}"/>`;
    case 'eggs':
      return [
        [-30, 8, a],
        [0, -4, b],
        [30, 10, c],
      ]
        .map(
          ([x, y, color]) =>
            `<ellipse cx="${x}" cy="${y}" rx="18" ry="24" fill="${color}"/><path d="M${Number(x) - 17} ${y}l6 -6l6 6l6 -6l6 6l6 -6l5 6" stroke="#fff" stroke-width="2.5" fill="none"/>`,
        )
        .join('');
    case 'leaf':
      return `<path d="M-40 46Q-46 -30 40 -50Q46 30 -40 46Z" fill="${a}"/><path d="M-38 44Q0 0 38 -48" stroke="${b}" stroke-width="3" fill="none"/>`;
    case 'tree':
      return `<path d="M0 -60L30 -16L-30 -16Z" fill="${a}"/><path d="M0 -36L40 18L-40 18Z" fill="${a}"/><path d="M0 -8L50 50L-50 50Z" fill="${a}"/><rect x="-7" y="50" width="14" height="14" fill="#7a4e3b"/>${star(0, -62, 12, b)}<circle cx="-14" cy="4" r="4" fill="${b}"/><circle cx="16" cy="28" r="4" fill="${c}"/><circle cx="-22" cy="38" r="4" fill="${b}"/>`;
    case 'star':
      return `${star(0, 0, 52, a)}<path d="M-70 62H70" stroke="${a}" stroke-width="2"/><path d="M-46 72H46" stroke="${a}" stroke-width="2" opacity=".6"/>`;
    case 'branch':
      return `<path d="M-50 40Q0 10 50 -40" stroke="${b}" stroke-width="4" fill="none"/>${[-30, -10, 10, 30]
        .map(
          (t, i) =>
            `<ellipse cx="${t}" cy="${r1(22 - (t + 50) * 0.6)}" rx="14" ry="6" fill="${a}" transform="rotate(${i % 2 ? -50 : 20} ${t} ${r1(22 - (t + 50) * 0.6)})"/>`,
        )
        .join('')}`;
    case 'flame':
      return `<path d="M0 -56Q32 -14 16 30Q0 50 -16 30Q-32 -14 0 -56Z" fill="${b}"/><path d="M0 -20Q14 6 6 26Q0 34 -6 26Q-14 6 0 -20Z" fill="${a}"/>`;
  }
}
