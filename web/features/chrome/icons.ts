import { ICON_PATHS, type IconName } from '../../ui/icons/icon-paths';

export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICON_PATHS, name);
}

/** The CMS's icon if the sprite has it, else the fallback. */
export function iconOr(name: string | undefined, fallback: IconName): IconName {
  return isIconName(name) ? name : fallback;
}
