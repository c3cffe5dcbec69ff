/** Logos, app badges and trust seals as SVG (no text needs a font: the badges use system sans). */
import type { Lang } from '../lib/types';

const FONT = 'font-family="\'Helvetica Neue\', Helvetica, Arial, sans-serif"';

export function fotowerkLogo(): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = i * 60;
    return `<path d="M24 24L24 8A16 16 0 0 1 37.9 16Z" fill="${i % 2 ? '#f2c14e' : '#e07a5f'}" transform="rotate(${a} 24 24)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-label="Fotowerk"><title>Fotowerk</title><rect width="48" height="48" rx="12" fill="#2f4858"/>${petals}<circle cx="24" cy="24" r="6" fill="#2f4858"/><text x="60" y="33" ${FONT} font-size="26" font-weight="700" fill="#2f4858" letter-spacing="-.5">Foto<tspan fill="#e07a5f">werk</tspan></text></svg>\n`;
}

export function wandwerkLogo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="48" viewBox="0 0 210 48" role="img" aria-label="Wandwerk"><title>Wandwerk</title><rect x="2" y="2" width="44" height="44" rx="3" fill="none" stroke="#1f2a44" stroke-width="4"/><rect x="10" y="10" width="28" height="28" fill="#e9e4dc"/><path d="M10 38L20 24L27 31L31 26L38 38Z" fill="#1f2a44"/><circle cx="31" cy="17" r="4" fill="#c9a25b"/><text x="58" y="33" ${FONT} font-size="26" font-weight="700" fill="#1f2a44" letter-spacing="-.5">Wand<tspan fill="#c9a25b">werk</tspan></text></svg>\n`;
}

const BADGE_TEXT: Record<Lang, { apple: [string, string]; google: [string, string] }> = {
  de: { apple: ['Laden im', 'App Store'], google: ['JETZT BEI', 'Google Play'] },
  en: { apple: ['Download on the', 'App Store'], google: ['GET IT ON', 'Google Play'] },
  fr: { apple: ['Télécharger dans l’', 'App Store'], google: ['DISPONIBLE SUR', 'Google Play'] },
  it: { apple: ['Scarica su', 'App Store'], google: ['DISPONIBILE SU', 'Google Play'] },
  es: { apple: ['Descárgalo en el', 'App Store'], google: ['DISPONIBLE EN', 'Google Play'] },
  nl: { apple: ['Download in de', 'App Store'], google: ['ONTDEK HET OP', 'Google Play'] },
};

function badge(icon: string, small: string, large: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="44" viewBox="0 0 150 44" role="img" aria-label="${small} ${large}"><title>${small} ${large}</title><rect x=".5" y=".5" width="149" height="43" rx="8" fill="#000" stroke="#a6a6a6"/>${icon}<text x="46" y="17" ${FONT} font-size="9" fill="#fff">${small}</text><text x="46" y="34" ${FONT} font-size="17" font-weight="600" fill="#fff">${large}</text></svg>\n`;
}

/** A phone with a download arrow (deliberately not a store's trademark). */
const PHONE = `<rect x="14" y="8" width="18" height="28" rx="3" fill="none" stroke="#fff" stroke-width="2"/><path d="M23 14V25M19 21L23 25L27 21" stroke="#fff" stroke-width="2" fill="none"/>`;
const PLAY = `<path d="M14 9L34 22L14 35Z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`;

export function appStoreBadge(lang: Lang): string {
  const [small, large] = BADGE_TEXT[lang].apple;
  return badge(PHONE, small, large);
}

export function googlePlayBadge(lang: Lang): string {
  const [small, large] = BADGE_TEXT[lang].google;
  return badge(PLAY, small, large);
}

function seal(inner: string, color: string): string {
  const teeth = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `${(48 + 44 * Math.cos(a)).toFixed(1)},${(48 + 44 * Math.sin(a)).toFixed(1)} ${(48 + 38 * Math.cos(a + Math.PI / 16)).toFixed(1)},${(48 + 38 * Math.sin(a + Math.PI / 16)).toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true"><polygon points="${teeth}" fill="${color}"/><circle cx="48" cy="48" r="32" fill="#fff"/><circle cx="48" cy="48" r="28" fill="none" stroke="${color}" stroke-width="2"/>${inner}</svg>\n`;
}

export const SEALS: Record<string, string> = {
  satisfaction: seal(
    `<path d="M34 49L44 59L63 38" stroke="#2f4858" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    '#2f4858',
  ),
  'secure-payment': seal(
    `<rect x="36" y="44" width="24" height="20" rx="3" fill="#1f6f50"/><path d="M40 44V38A8 8 0 0 1 56 38V44" stroke="#1f6f50" stroke-width="4" fill="none"/><circle cx="48" cy="53" r="3" fill="#fff"/>`,
    '#1f6f50',
  ),
  'printed-in-germany': seal(
    `<rect x="34" y="42" width="28" height="14" rx="3" fill="#c9a25b"/><rect x="38" y="32" width="20" height="10" fill="#fff" stroke="#c9a25b" stroke-width="3"/><rect x="38" y="52" width="20" height="12" fill="#fff" stroke="#c9a25b" stroke-width="3"/>`,
    '#c9a25b',
  ),
};
