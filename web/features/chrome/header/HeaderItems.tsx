import { useTranslation } from 'react-i18next';
import { cartBadge, cartCount, customerName } from '../../../../shared/chrome/header';
import { multiLinkHref } from '../../../../shared/chrome/links';
import type { HeaderItemBlok, HeaderItemType } from '../../../../shared/content/story-types';
import { Icon } from '../../../ui/icons/Icon';
import type { IconName } from '../../../ui/icons/icon-paths';
import { ChromeLink } from '../ChromeLink';
import { useChrome } from '../context';
import { iconOr } from '../icons';
import './header.css';

const ICONS: Record<HeaderItemType, IconName> = {
  account: 'account',
  cart: 'cart',
  service: 'service',
  magazine: 'magazine',
};

/** Used when the global story is missing: the account and the cart. */
const FALLBACK_PATHS: Partial<Record<HeaderItemType, string>> = {
  account: '/kundenkonto',
  cart: '/warenkorb',
};

interface ItemView {
  key: string;
  type: HeaderItemType;
  text: string;
  href: string | undefined;
  icon: IconName;
}

function views(
  items: HeaderItemBlok[] | undefined,
  fallbackText: (type: HeaderItemType) => string,
): ItemView[] {
  if (!items) {
    return (['account', 'cart'] as const).map((type) => ({
      key: type,
      type,
      text: fallbackText(type),
      href: FALLBACK_PATHS[type],
      icon: ICONS[type],
    }));
  }
  return items
    .filter((item) => item.type in ICONS)
    .map((item) => ({
      key: item._uid,
      type: item.type,
      text: item.text?.trim() || fallbackText(item.type),
      href: multiLinkHref(item.link) ?? FALLBACK_PATHS[item.type],
      icon: iconOr(item.icon?.name, ICONS[item.type]),
    }));
}

/** SPEC 2 header items; texts are visually hidden on small screens, icons stay. */
export function HeaderItems({ items }: { items: HeaderItemBlok[] | undefined }) {
  const { t } = useTranslation();
  const { headerExtra } = useChrome();
  const list = views(items, (type) => t(`chrome.header.${type}`));
  if (list.length === 0 && !headerExtra) return null;
  const cartAt = list.findIndex((item) => item.type === 'cart');
  const extraAt = cartAt === -1 ? list.length : cartAt;
  const extra = headerExtra ? (
    <li key="extra" className="header-items__item header-items__item--extra">
      {headerExtra}
    </li>
  ) : null;
  return (
    <ul className="header-items" data-testid="header-items">
      {list.slice(0, extraAt).map((item) => (
        <li key={item.key} className={`header-items__item header-items__item--${item.type}`}>
          <HeaderItem item={item} />
        </li>
      ))}
      {extra}
      {list.slice(extraAt).map((item) => (
        <li key={item.key} className={`header-items__item header-items__item--${item.type}`}>
          <HeaderItem item={item} />
        </li>
      ))}
    </ul>
  );
}

function HeaderItem({ item }: { item: ItemView }) {
  const { t } = useTranslation();
  const { customer, onAccountClick } = useChrome();
  const testId = `header-${item.type}`;
  if (item.type === 'account') {
    // Logged in: first and last name, linking to the account page. Logged out: the log-in dialog.
    if (customer.isLoggedIn) {
      return (
        <ChromeLink to={item.href} className="header-item" data-testid={testId} data-logged-in="true">
          <Icon name={item.icon} size={24} />
          <span className="header-item__text">{customerName(customer) ?? item.text}</span>
        </ChromeLink>
      );
    }
    if (onAccountClick) {
      return (
        <button
          type="button"
          className="header-item"
          data-testid={testId}
          data-logged-in="false"
          aria-haspopup="dialog"
          onClick={onAccountClick}
        >
          <Icon name={item.icon} size={24} />
          <span className="header-item__text">{item.text}</span>
        </button>
      );
    }
  }
  if (item.type === 'cart') {
    const count = cartCount(customer);
    return (
      <ChromeLink
        to={item.href}
        className="header-item"
        data-testid={testId}
        aria-label={`${item.text}, ${t('chrome.header.cartCount', { count })}`}
      >
        <span className="header-item__icon">
          <Icon name={item.icon} size={24} />
          {count > 0 && (
            <span className="header-item__badge" data-testid="cart-count" aria-hidden="true">
              {cartBadge(count)}
            </span>
          )}
        </span>
        <span className="header-item__text">{item.text}</span>
      </ChromeLink>
    );
  }
  return (
    <ChromeLink
      to={item.href}
      className="header-item"
      data-testid={testId}
      {...(item.type === 'account' ? { 'data-logged-in': 'false' } : {})}
    >
      <Icon name={item.icon} size={24} />
      <span className="header-item__text">{item.text}</span>
    </ChromeLink>
  );
}
