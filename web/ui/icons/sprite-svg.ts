import { ICON_NAMES, ICON_PATHS } from './icon-paths';

/**
 * The icon sprite as a file (web/ui/icons/sprite.svg, written by scripts/write-icon-sprite.ts):
 * one cached request instead of the same symbols inline in every page.
 */
export function spriteSvg(): string {
  const symbols = ICON_NAMES.map(
    (name) =>
      `<symbol id="icon-${name}" viewBox="0 0 24 24"><path d="${ICON_PATHS[name]}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${symbols.join('\n')}\n</svg>\n`;
}
