import type { IconName } from './icon-paths';
// A hashed file name, never a data: URL (a <use> cannot point into one): cached for good, one
// request for every icon of a visit.
import spriteUrl from './sprite.svg?no-inline';

export interface IconProps {
  name: IconName;
  size?: number;
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

/**
 * Sizes the stylesheet sets (app.css `.icon`, `.icon--N`; render-blocking, so nothing shifts): a
 * class is shorter than width and height attributes, and pages carry dozens of icons. Other sizes
 * keep the attributes.
 */
export const CSS_SIZES: ReadonlySet<number> = new Set([24, 16, 18, 20, 28, 32, 36, 40]);

export function Icon({ name, size = 24, label, className }: IconProps) {
  const styled = CSS_SIZES.has(size);
  const sizeClass = styled && size !== 24 ? ` icon--${size}` : '';
  return (
    <svg
      className={`icon${sizeClass}${className ? ` ${className}` : ''}`}
      width={styled ? undefined : size}
      height={styled ? undefined : size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`${spriteUrl}#icon-${name}`} />
    </svg>
  );
}
