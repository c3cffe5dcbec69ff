import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FlyoutColumn,
  type FlyoutKind,
  flyoutLayout,
  isFlyoutKind,
  WANDBILDER_TWO_ROWS_FLAG,
} from '../../../../shared/chrome/flyout-layout';
import { multiLinkHref } from '../../../../shared/chrome/links';
import type { FlyoutItemBlok, NavigationItemBlok } from '../../../../shared/content/story-types';
import { Image } from '../../../ui/image/Image';
import { Link } from '../../../ui/Link';
import { ChromeLink } from '../ChromeLink';
import { useChromeTreatment } from '../context';
import './navigation.css';

/** Image aspect per column: category pictures are landscape, swatches and occasions square. */
function aspectOf(kind: FlyoutKind, column: string): number {
  if (kind === 'photobook' && column === 'categories') return 4 / 3;
  if (kind === 'wandbilder' || (kind === 'frame' && ['poster', 'leinwand', 'platte'].includes(column)))
    return 4 / 3;
  return 1;
}

/**
 * One flyout (SPEC 2): its rows and columns from flyoutLayout, images at the SPEC 9 widths. The
 * card flyout switches its link lists to the occasion under the mouse (or keyboard focus); the
 * first occasion is active whenever it opens. Rendered from its first opening on (crawlers follow
 * the main items' own links).
 */
export function Flyout({
  id,
  item,
  open,
  loading = false,
}: {
  id: string;
  item: NavigationItemBlok;
  open: boolean;
  /** Its groups are on their way (see use-navigation-groups). */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const twoRowsOn = useChromeTreatment(WANDBILDER_TWO_ROWS_FLAG) === 'on';
  const [occasion, setOccasion] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!open) setOccasion(undefined);
  }, [open]);

  // The flyout scrolls inside the window from wherever the header put its top (issue 23.17):
  // a fixed guess would overrun a short window under a tall header.
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const measure = () => {
      const top = Math.max(0, element.getBoundingClientRect().top);
      element.style.setProperty('--flyout-top', `${Math.round(top)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [open]);

  if (!isFlyoutKind(item.navigationType)) return null;
  const kind = item.navigationType;
  const twoRows = kind === 'wandbilder' && twoRowsOn;
  const layout = flyoutLayout(kind, item.flyoutGroups ?? [], {
    twoRows,
    ...(occasion ? { activeOccasion: occasion } : {}),
  });
  if (layout.rows.length === 0) {
    if (!loading || !open) return null;
    return (
      <section id={id} className={`flyout flyout--${kind}`} data-flyout-for={item._uid} aria-busy="true">
        <p className="flyout__inner flyout__inner--loading" role="status">
          {t('chrome.nav.loading')}
        </p>
      </section>
    );
  }

  return (
    <section
      ref={ref}
      id={id}
      className={`flyout flyout--${kind}${twoRows ? ' flyout--two-rows' : ''}`}
      data-testid="flyout"
      data-kind={kind}
      data-flyout-for={item._uid}
      hidden={!open}
      aria-label={item.text}
    >
      <div className="flyout__inner">
        {layout.rows.map((row) => (
          <div key={row.id} className={`flyout__row flyout__row--${row.id}`} data-row={row.id}>
            {row.columns.map((column) => (
              <Column
                key={column.id}
                kind={kind}
                column={column}
                occasionRow={kind === 'card' && row.id === 'occasions'}
                activeOccasion={layout.activeOccasion}
                onOccasion={setOccasion}
              />
            ))}
          </div>
        ))}
        <Link href={item.url || '/'} className="flyout__all" data-testid="flyout-all">
          {t('chrome.nav.all', { name: item.text })}
        </Link>
      </div>
    </section>
  );
}

function Column({
  kind,
  column,
  occasionRow,
  activeOccasion,
  onOccasion,
}: {
  kind: FlyoutKind;
  column: FlyoutColumn;
  occasionRow: boolean;
  activeOccasion: string | undefined;
  onOccasion: (uid: string) => void;
}) {
  const titleId = `flyout-column-${column.id}`;
  const width = column.imageWidth;
  return (
    <div className={`flyout__column flyout__column--${column.column}`} data-column={column.column}>
      <p className="flyout__title" id={titleId}>
        {column.title}
      </p>
      <ul
        className={width ? 'flyout__tiles' : 'flyout__links'}
        aria-labelledby={titleId}
        style={width ? { ['--flyout-image-width' as string]: `${width}px` } : undefined}
      >
        {column.items.map((entry) => (
          <Entry
            key={entry._uid}
            entry={entry}
            width={width}
            aspect={aspectOf(kind, column.column)}
            occasion={
              occasionRow ? { active: entry._uid === activeOccasion, onActivate: onOccasion } : undefined
            }
          />
        ))}
      </ul>
    </div>
  );
}

function Entry({
  entry,
  width,
  aspect,
  occasion,
}: {
  entry: FlyoutItemBlok;
  width: number | null;
  aspect: number;
  occasion: { active: boolean; onActivate: (uid: string) => void } | undefined;
}) {
  const title = entry.storyblokTitle?.trim() ?? '';
  const href = multiLinkHref(entry.link);
  const image = width && entry.asset?.filename ? entry.asset.filename : undefined;
  const activate = occasion ? () => occasion.onActivate(entry._uid) : undefined;
  return (
    <li className="flyout__entry" data-active={occasion?.active ? 'true' : undefined}>
      <ChromeLink
        to={href}
        className={entry.isHeadlineItem ? 'flyout__link flyout__link--headline' : 'flyout__link'}
        data-testid={occasion ? 'flyout-occasion' : 'flyout-link'}
        onMouseEnter={activate}
        onFocus={activate}
      >
        {image && width && (
          <Image
            src={image}
            alt=""
            width={width}
            height={Math.round(width / aspect)}
            className="flyout__image"
          />
        )}
        <span className={entry.linkOnlyImage && image ? 'visually-hidden' : 'flyout__label'}>{title}</span>
      </ChromeLink>
    </li>
  );
}
