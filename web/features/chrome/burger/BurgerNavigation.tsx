/**
 * SPEC 2 burger navigation: a panel sliding in from the left with the main items (burger-only
 * ones included), a second-level menu per item with one third-level accordion open at a time,
 * the extra menu, the service hotline as a tel: link and the footer links.
 *
 * A modal dialog (WAI-ARIA): focus moves into it and is trapped there, Escape and the close
 * button close it, focus returns to where it was; the page does not scroll while it is open; it
 * closes when the viewport reaches 1000 px and on navigation. Rendered closed on the server.
 */
import { useAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  burgerSecondLevel,
  hasSecondLevel,
  telHref,
  toggleAccordion,
} from '../../../../shared/chrome/burger';
import { BURGER_BREAKPOINT } from '../../../../shared/chrome/constants';
import { withGroups } from '../../../../shared/chrome/deferred-navigation';
import type {
  BurgerNavigationBlok,
  NavigationItemBlok,
  ShopLinkBlok,
} from '../../../../shared/content/story-types';
import { Icon } from '../../../ui/icons/Icon';
import { Link } from '../../../ui/Link';
import { useScrollLock } from '../../../ui/use-scroll-lock';
import { HeaderSearch } from '../../search/HeaderSearch';
import { ChromeLink } from '../ChromeLink';
import { BURGER_ID } from '../header/Header';
import { focusableWithin, trapTab } from '../hooks/dom';
import { isIconName } from '../icons';
import { useNavigationGroups } from '../navigation/use-navigation-groups';
import { burgerOpenAtom } from '../state';
import './burger.css';

export function BurgerNavigation({
  items,
  burger,
}: {
  items: NavigationItemBlok[] | undefined;
  burger: BurgerNavigationBlok | undefined;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useAtom(burgerOpenAtom);
  const [secondLevel, setSecondLevel] = useState<string | null>(null);
  const [accordion, setAccordion] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const lastPath = useRef(pathname);
  const mainItems = (items ?? []).filter((item) => item.text?.trim());
  // Second levels built from flyout groups need those groups, fetched when the burger opens.
  const navigation = useNavigationGroups();
  const selected = mainItems.find((item) => item._uid === secondLevel);
  const current = selected ? withGroups(selected, navigation.groups) : undefined;
  const secondLevelEntries = current ? burgerSecondLevel(current) : [];
  const secondLevelLoading = secondLevelEntries.length === 0 && navigation.loading;
  useEffect(() => {
    if (open) navigation.request();
  }, [open, navigation.request]);

  useScrollLock(open);

  // Opening: remember the focus and move it into the panel. Closing: back to where it was.
  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const panel = panelRef.current;
      if (panel) (focusableWithin(panel)[0] ?? panel).focus();
      return;
    }
    setSecondLevel(null);
    setAccordion(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  // SPEC 2: the burger closes when the viewport reaches 1000 px.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${BURGER_BREAKPOINT}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setOpen]);

  // A navigation from inside the menu closes it.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  // The second level's back button gets the focus when it opens; the item's button when it closes.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !open) return;
    if (secondLevel) panel.querySelector<HTMLElement>('[data-testid="burger-back"]')?.focus();
    else if (focusAfter.current)
      panel.querySelector<HTMLElement>(`[data-burger-item="${focusAfter.current}"]`)?.focus();
    focusAfter.current = null;
  }, [secondLevel, open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (panelRef.current) trapTab(event, panelRef.current);
  };

  const hotline = burger?.serviceHotline?.trim();
  const tel = hotline ? telHref(hotline) : undefined;

  return (
    <div
      ref={panelRef}
      id={BURGER_ID}
      className="burger"
      data-testid="burger"
      data-open={open ? 'true' : 'false'}
      role="dialog"
      aria-modal="true"
      aria-labelledby="burger-title"
      aria-hidden={open ? undefined : true}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    >
      <div className="burger__head">
        <p className="burger__title" id="burger-title">
          {current ? current.text : t('chrome.burger.title')}
        </p>
        <button
          type="button"
          className="burger__close"
          data-testid="burger-close"
          aria-label={t('chrome.burger.close')}
          onClick={() => setOpen(false)}
        >
          <Icon name="close" size={24} />
        </button>
      </div>

      {/* The burger opens only with JavaScript: its search field is not in the server's HTML. */}
      {open && !current ? <HeaderSearch variant="burger" /> : null}
      {current ? (
        <div className="burger__level burger__level--2" data-testid="burger-level-2">
          <button
            type="button"
            className="burger__back"
            data-testid="burger-back"
            onClick={() => {
              focusAfter.current = current._uid;
              setSecondLevel(null);
              setAccordion(null);
            }}
          >
            <Icon name="back" size={20} />
            <span>{t('chrome.burger.back')}</span>
          </button>
          <ul className="burger__list" aria-busy={secondLevelLoading || undefined}>
            <li>
              <Link href={current.url || '/'} className="burger__link burger__link--all">
                {t('chrome.nav.all', { name: current.text })}
              </Link>
            </li>
            {secondLevelLoading && (
              <li className="burger__loading" role="status">
                {t('chrome.nav.loading')}
              </li>
            )}
            {secondLevelEntries.map((entry) => {
              if (entry.children.length === 0) {
                return (
                  <li key={entry.key}>
                    <ChromeLink to={entry.href} className="burger__link">
                      {entry.text}
                    </ChromeLink>
                  </li>
                );
              }
              const expanded = accordion === entry.key;
              const panelId = `burger-accordion-${entry.key}`;
              return (
                <li key={entry.key} className="burger__accordion" data-expanded={expanded ? 'true' : 'false'}>
                  <button
                    type="button"
                    className="burger__link burger__accordion-toggle"
                    data-testid="burger-accordion"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setAccordion(toggleAccordion(accordion, entry.key))}
                  >
                    <span>{entry.text}</span>
                    <Icon name={expanded ? 'chevron-up' : 'chevron-down'} size={20} />
                  </button>
                  <ul id={panelId} className="burger__sublist" hidden={!expanded}>
                    {entry.href && (
                      <li>
                        <ChromeLink to={entry.href} className="burger__link burger__link--sub">
                          {t('chrome.nav.all', { name: entry.text })}
                        </ChromeLink>
                      </li>
                    )}
                    {entry.children.map((child) => (
                      <li key={child.key}>
                        <ChromeLink to={child.href} className="burger__link burger__link--sub">
                          {child.text}
                        </ChromeLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div className="burger__level burger__level--1">
          <ul className="burger__list" data-testid="burger-main">
            {mainItems.length === 0 && (
              <li>
                <Link href="/products" className="burger__link">
                  {t('nav.products')}
                </Link>
              </li>
            )}
            {mainItems.map((item) => (
              <li key={item._uid}>
                {hasSecondLevel(item) ? (
                  <button
                    type="button"
                    className="burger__link burger__item"
                    data-testid="burger-item"
                    data-burger-item={item._uid}
                    onClick={() => setSecondLevel(item._uid)}
                  >
                    <span>{item.text}</span>
                    <Icon name="forward" size={20} />
                  </button>
                ) : (
                  <Link href={item.url || '/'} className="burger__link" data-testid="burger-link">
                    {item.text}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <ShopLinks links={burger?.extraMenu} className="burger__extra" testId="burger-extra" />
          {hotline && (
            <div className="burger__service" data-testid="burger-service">
              <p className="burger__service-title">{t('chrome.burger.hotline')}</p>
              {tel ? (
                <Link href={tel} className="burger__hotline" data-testid="burger-hotline">
                  <Icon name="phone" size={20} />
                  <span>{hotline}</span>
                </Link>
              ) : (
                <span className="burger__hotline">{hotline}</span>
              )}
              {burger?.serviceText && <p className="burger__service-text">{burger.serviceText}</p>}
            </div>
          )}
          <ShopLinks links={burger?.footer} className="burger__footer" testId="burger-footer" />
        </div>
      )}
    </div>
  );
}

function ShopLinks({
  links,
  className,
  testId,
}: {
  links: ShopLinkBlok[] | undefined;
  className: string;
  testId: string;
}) {
  const usable = (links ?? []).filter((l) => l.text?.trim());
  if (usable.length === 0) return null;
  return (
    <ul className={className} data-testid={testId}>
      {usable.map((link) => (
        <li key={link._uid}>
          <ChromeLink to={link.link} className="burger__link burger__link--small">
            {isIconName(link.icon?.name) && <Icon name={link.icon.name} size={20} />}
            <span>{link.text}</span>
          </ChromeLink>
        </li>
      ))}
    </ul>
  );
}
