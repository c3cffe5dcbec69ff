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

export function Icon({ name, size = 24, label, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${spriteUrl}#icon-${name}`} />
    </svg>
  );
}
