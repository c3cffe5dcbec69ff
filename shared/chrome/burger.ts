/** Burger navigation (SPEC 2, SPEC 4): second-level menus, third-level accordions, closing width. */
import type { NavigationItemBlok } from '../content/story-types';
import { BURGER_BREAKPOINT } from './constants';
import { groupItems, isUsableFlyoutGroup } from './flyout-layout';
import { multiLinkHref } from './links';

export interface BurgerEntry {
  key: string;
  text: string;
  href?: string;
  /** Third-level links; an entry with children is an accordion. */
  children: BurgerEntry[];
}

/**
 * The second level of a main item: its sub-items (with their own sub-items as the third level),
 * or, when it has none, its flyout groups (each group an accordion of its items).
 */
export function burgerSecondLevel(item: NavigationItemBlok): BurgerEntry[] {
  const subItems = (item.subItems ?? []).filter((s) => s.text?.trim());
  if (subItems.length > 0) {
    return subItems.map((sub) => ({
      key: sub._uid,
      text: sub.text.trim(),
      ...(sub.url ? { href: sub.url } : {}),
      children: (sub.subItems ?? [])
        .filter((third) => third.text?.trim())
        .map((third) => ({
          key: third._uid,
          text: third.text.trim(),
          ...(third.url ? { href: third.url } : {}),
          children: [],
        })),
    }));
  }
  return (item.flyoutGroups ?? []).filter(isUsableFlyoutGroup).map((group) => ({
    key: group._uid,
    text: group.flyoutGroupTitle.trim(),
    children: groupItems(group)
      .filter((entry) => entry.storyblokTitle?.trim() && multiLinkHref(entry.link))
      .map((entry) => ({
        key: entry._uid,
        text: entry.storyblokTitle.trim(),
        href: multiLinkHref(entry.link) ?? '/',
        children: [],
      })),
  }));
}

/** Whether a main item opens a second-level menu in the burger. */
export function hasSecondLevel(item: NavigationItemBlok): boolean {
  if (item.deferredGroups && (item.subItems ?? []).length === 0) return item.deferredGroups.secondLevel;
  return burgerSecondLevel(item).length > 0;
}

/** SPEC 4: one third-level accordion open at a time; pressing the open one closes it. */
export function toggleAccordion(openKey: string | null, key: string): string | null {
  return openKey === key ? null : key;
}

/** SPEC 2: the burger closes when the viewport reaches 1000 px. */
export function burgerClosesAt(width: number): boolean {
  return width >= BURGER_BREAKPOINT;
}

/** A service hotline as a dialable tel: href: digits and a leading +, nothing else. */
export function telHref(hotline: string): string | undefined {
  const trimmed = hotline.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits.length < 3) return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
