import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { GlobalContent } from '../../../../shared/content/story-types';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { Link } from '../../../ui/Link';
import { HeaderSearch } from '../../search/HeaderSearch';
import { useBrand } from '../brand';
import { MainNavigation } from '../navigation/MainNavigation';
import { burgerOpenAtom } from '../state';
import { BackLink } from './BackLink';
import { HeaderItems } from './HeaderItems';
import { OfflineNotice } from './OfflineNotice';
import './header.css';

export const BURGER_ID = 'burger-navigation';

/**
 * SPEC 2 header: logo to home; on the web the burger button and the main navigation, on
 * platform d a back link instead; then the header items (account, cart, service, magazine).
 */
export function Header({ global }: { global: GlobalContent | null }) {
  const { t } = useTranslation();
  const shop = useShop();
  const { channel, brand } = useBrand();
  const [burgerOpen, setBurgerOpen] = useAtom(burgerOpenAtom);
  const web = shop.platform === 'w';
  return (
    <header className="chrome-header" data-testid="chrome-header">
      <div className="chrome-header__bar">
        {web ? (
          <button
            type="button"
            className="chrome-header__burger"
            aria-expanded={burgerOpen}
            aria-controls={BURGER_ID}
            aria-label={t('chrome.burger.open')}
            data-testid="burger-toggle"
            onClick={() => setBurgerOpen(true)}
          >
            <Icon name="menu" size={24} />
          </button>
        ) : (
          <BackLink />
        )}
        <Link href="/" className="chrome-header__logo" aria-label={t('chrome.header.home', { brand })}>
          <span className={`logo logo--${channel}`}>{brand}</span>
        </Link>
        {web && <HeaderSearch variant="header" />}
        <HeaderItems items={global?.headerItems} />
      </div>
      {web ? <MainNavigation items={global?.navigationItems} /> : <OfflineNotice />}
    </header>
  );
}
