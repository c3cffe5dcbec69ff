/**
 * SPEC 2 main navigation: the items of the global story (burger-only ones left out) in a row that
 * scrolls sideways with buttons when it overflows, and on desktop devices a flyout per item,
 * shown while its item is hovered or opened with its toggle (WAI-ARIA disclosure navigation).
 *
 * Keyboard: Left/Right/Home/End move between the items; Down (or Enter/Space on the toggle)
 * opens the flyout and Down moves into it; Up/Down move between its links; Tab from the toggle
 * enters the open flyout and leaves it to the next item; Escape closes it and returns to the toggle.
 * The flyouts sit after the scrolling list (an overflowing list would clip them), so that tab
 * order is kept by hand.
 */
import { useAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RESIZE_DEBOUNCE_MS } from '../../../../shared/chrome/constants';
import { withGroups } from '../../../../shared/chrome/deferred-navigation';
import { comparablePath } from '../../../../shared/chrome/links';
import {
  devicesShowFlyouts,
  hasFlyout,
  mainNavigationItems,
  nextItemIndex,
  nextLinkIndex,
  scrollButtonState,
  scrollStep,
} from '../../../../shared/chrome/navigation';
import type { NavigationItemBlok } from '../../../../shared/content/story-types';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { Link } from '../../../ui/Link';
import { debounce, focusableWithin, prefersReducedMotion } from '../hooks/dom';
import { flyoutAtom } from '../state';
import { Flyout } from './Flyout';
import { useNavigationGroups } from './use-navigation-groups';
import './navigation.css';

export const flyoutId = (uid: string) => `flyout-${uid}`;

function isCurrent(url: string, pathname: string): boolean {
  const base = comparablePath(url);
  const path = comparablePath(pathname);
  return base !== '/' && (path === base || path.startsWith(`${base}/`));
}

export function MainNavigation({ items }: { items: NavigationItemBlok[] | undefined }) {
  const { t } = useTranslation();
  const { deviceClass } = useShop();
  const { pathname } = useLocation();
  const list = items ? mainNavigationItems(items) : [];
  const flyouts = devicesShowFlyouts(deviceClass);
  const [open, setOpen] = useAtom(flyoutAtom);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState({ left: false, right: false });
  const focusFirstOnOpen = useRef(false);
  const lastPath = useRef(pathname);
  // Flyouts are rendered from the first time they open (their groups come with the first one).
  const navigation = useNavigationGroups();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!open) return;
    navigation.request();
    setOpened((seen) => (seen.has(open) ? seen : new Set([...seen, open])));
  }, [open, navigation.request]);

  const withFlyout = (item: NavigationItemBlok | undefined) => Boolean(flyouts && item && hasFlyout(item));

  // A navigation closes the flyout.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    setOpen(null);
  }, [pathname, setOpen]);

  // Scroll buttons only while the list overflows on that side.
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const update = () => setScroll(scrollButtonState(el.scrollLeft, el.clientWidth, el.scrollWidth));
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);

  // Opened from the keyboard with Down: focus moves to the first link of the flyout, once its
  // groups are there.
  const panelReady = navigation.groups !== undefined && open !== null && opened.has(open);
  useEffect(() => {
    if (!open || !focusFirstOnOpen.current || !panelReady) return;
    const panel = document.getElementById(flyoutId(open));
    if (!panel) return;
    focusFirstOnOpen.current = false;
    focusableWithin(panel)[0]?.focus();
  }, [open, panelReady]);

  const nav = () => navRef.current;
  const focusTop = (index: number) =>
    nav()?.querySelector<HTMLElement>(`[data-nav-link="${index}"]`)?.focus();
  const focusToggle = (uid: string) =>
    nav()?.querySelector<HTMLElement>(`[data-flyout-toggle="${uid}"]`)?.focus();

  const scrollBy = (direction: 1 | -1) => {
    const el = listRef.current;
    if (!el) return;
    el.scrollBy({
      left: direction * scrollStep(el.clientWidth),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      const uid = open;
      setOpen(null);
      focusToggle(uid);
      return;
    }
    const indexAttr = target.closest<HTMLElement>('[data-nav-item]')?.dataset.navItem;
    if (indexAttr !== undefined) {
      const index = Number(indexAttr);
      const item = list[index];
      const next = nextItemIndex(index, list.length, event.key);
      if (next !== null) {
        event.preventDefault();
        if (open) setOpen(null);
        focusTop(next);
        return;
      }
      if (event.key === 'ArrowDown' && item && withFlyout(item)) {
        event.preventDefault();
        const panel = document.getElementById(flyoutId(item._uid));
        if (open === item._uid && panel) {
          focusableWithin(panel)[0]?.focus();
        } else {
          focusFirstOnOpen.current = true;
          setOpen(item._uid);
        }
        return;
      }
      if (
        event.key === 'Tab' &&
        !event.shiftKey &&
        item &&
        open === item._uid &&
        target.dataset.flyoutToggle
      ) {
        const panel = document.getElementById(flyoutId(item._uid));
        const first = panel ? focusableWithin(panel)[0] : undefined;
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
      return;
    }
    const panel = target.closest<HTMLElement>('[data-flyout-for]');
    if (!panel) return;
    const links = focusableWithin(panel);
    const position = links.indexOf(target);
    const next = nextLinkIndex(position, links.length, event.key);
    if (next !== null) {
      event.preventDefault();
      links[next]?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const uid = panel.dataset.flyoutFor ?? '';
    const index = list.findIndex((i) => i._uid === uid);
    if (event.shiftKey && position === 0) {
      event.preventDefault();
      focusToggle(uid);
    } else if (!event.shiftKey && position === links.length - 1) {
      setOpen(null);
      if (index >= 0 && index + 1 < list.length) {
        event.preventDefault();
        focusTop(index + 1);
      }
    }
  };

  return (
    <nav
      ref={navRef}
      className="main-nav header__nav"
      aria-label={t('chrome.nav.label')}
      data-testid="main-nav"
      onKeyDown={onKeyDown}
      onMouseLeave={() => flyouts && setOpen(null)}
      onMouseEnter={flyouts ? navigation.request : undefined}
      onFocus={flyouts ? navigation.request : undefined}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !navRef.current?.contains(next)) setOpen(null);
      }}
    >
      <div className="main-nav__bar">
        <button
          type="button"
          className="main-nav__scroll main-nav__scroll--left"
          data-testid="main-nav-scroll-left"
          hidden={!scroll.left}
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollBy(-1)}
        >
          <Icon name="back" size={20} />
        </button>
        <ul className="main-nav__list" ref={listRef}>
          {list.length === 0 && (
            <li className="main-nav__item" data-nav-item={0}>
              <Link href="/products" className="main-nav__link" data-nav-link={0}>
                {t('nav.products')}
              </Link>
            </li>
          )}
          {list.map((item, index) => {
            const expandable = withFlyout(item);
            const current = isCurrent(item.url, pathname);
            return (
              <li
                key={item._uid}
                className="main-nav__item"
                data-nav-item={index}
                data-open={open === item._uid ? 'true' : undefined}
                onMouseEnter={flyouts ? () => setOpen(expandable ? item._uid : null) : undefined}
              >
                <Link
                  href={item.url || '/'}
                  className="main-nav__link"
                  data-testid="main-nav-link"
                  data-nav-link={index}
                  aria-current={current ? 'page' : undefined}
                >
                  {item.text}
                </Link>
                {expandable && (
                  <button
                    type="button"
                    className="main-nav__toggle"
                    data-testid="flyout-toggle"
                    data-flyout-toggle={item._uid}
                    aria-expanded={open === item._uid}
                    aria-controls={flyoutId(item._uid)}
                    aria-label={t('chrome.nav.showSubmenu', { name: item.text })}
                    onClick={() => setOpen(open === item._uid ? null : item._uid)}
                  >
                    <Icon name="chevron-down" size={16} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="main-nav__scroll main-nav__scroll--right"
          data-testid="main-nav-scroll-right"
          hidden={!scroll.right}
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollBy(1)}
        >
          <Icon name="forward" size={20} />
        </button>
      </div>
      {flyouts &&
        list
          .filter((item) => hasFlyout(item) && opened.has(item._uid))
          .map((item) => (
            <Flyout
              key={item._uid}
              id={flyoutId(item._uid)}
              item={withGroups(item, navigation.groups)}
              open={open === item._uid}
              loading={navigation.loading}
            />
          ))}
    </nav>
  );
}
