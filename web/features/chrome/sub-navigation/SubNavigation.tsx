/**
 * SPEC 2 sub-navigation: the tiles of the section the page belongs to, in a row that scrolls
 * sideways. The tile whose link is the current path is active (aria-current="page") and scrolled
 * into view on load, unless the URL has a hash. Hidden on the feed pages.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  activeTileIndex,
  centredScrollLeft,
  isSubNavigationHidden,
  type SubNavElement,
  type SubNavigation as SubNavigationData,
  shouldScrollToActiveTile,
  subNavigationFor,
  tileSize,
} from '../../../../shared/chrome/sub-navigation';
import type { NavigationItemBlok } from '../../../../shared/content/story-types';
import { Image } from '../../../ui/image/Image';
import { ChromeLink } from '../ChromeLink';
import './sub-navigation.css';

export function SubNavigation({
  items,
  override,
}: {
  items: NavigationItemBlok[] | undefined;
  /** The page's own sub-navigation; null for none; undefined derives it from the navigation. */
  override?: SubNavigationData | null;
}) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const hidden = isSubNavigationHidden(pathname);
  const data = hidden ? null : override === undefined ? subNavigationFor(items, pathname) : override;
  const elements: SubNavElement[] = data
    ? data.elements.map((e) => ({ ...e, isActive: activeTileIndex([e], pathname) === 0 }))
    : [];
  const active = activeTileIndex(elements, pathname);

  useEffect(() => {
    const list = listRef.current;
    if (!list || !shouldScrollToActiveTile(hash, active)) return;
    const tile = list.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
    if (!tile) return;
    list.scrollLeft = centredScrollLeft(
      tile.offsetLeft,
      tile.offsetWidth,
      list.clientWidth,
      list.scrollWidth,
    );
  }, [hash, active]);

  if (!data || elements.length === 0) return null;
  return (
    <nav
      className="sub-nav"
      aria-label={t('chrome.subNav.label', { name: data.title })}
      data-testid="sub-nav"
    >
      <ul className="sub-nav__list" ref={listRef}>
        {elements.map((element) => {
          const size = tileSize(element.type);
          return (
            <li
              key={element.id}
              className={`sub-nav__tile sub-nav__tile--${element.type}`}
              data-type={element.type}
              data-active={element.isActive ? 'true' : undefined}
            >
              <ChromeLink
                to={element.href}
                className="sub-nav__link"
                data-testid="sub-nav-tile"
                aria-current={element.isActive ? 'page' : undefined}
              >
                {size && element.image && (
                  <Image
                    src={element.image.filename}
                    alt=""
                    width={size.width}
                    height={size.height}
                    className="sub-nav__image"
                  />
                )}
                <span className="sub-nav__text">{element.text}</span>
                {element.label && (
                  <span
                    className="sub-nav__label"
                    style={{ color: element.label.textColor, backgroundColor: element.label.backgroundColor }}
                  >
                    {element.label.text}
                  </span>
                )}
              </ChromeLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
