import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons/Icon';
import { Link } from '../../ui/Link';
import { useShop } from '../shop-context';
import { channelAtom, toggleChannelAtom } from '../shop-state';
import { BackLink } from './BackLink';

export function Header() {
  const { t } = useTranslation();
  const shop = useShop();
  const channel = useAtomValue(channelAtom);
  const toggleChannel = useSetAtom(toggleChannelAtom);
  const other = channel === 'cards' ? 'posters' : 'cards';
  const brand = channel === 'cards' ? t('meta.siteName') : t('meta.siteNamePosters');
  return (
    <header className="header">
      <div className="header__bar">
        {shop.platform === 'd' && <BackLink />}
        <Link href="/" className="header__logo" aria-label={`${brand} – ${t('nav.home')}`}>
          <span className={`logo logo--${channel}`}>{brand}</span>
        </Link>
        {shop.platform === 'w' && (
          <nav className="header__nav" aria-label={t('nav.mainNavigation')}>
            <Link href="/products">{t('nav.products')}</Link>
          </nav>
        )}
        <button
          type="button"
          className="channel-toggle"
          aria-pressed={channel === 'posters'}
          onClick={() => toggleChannel()}
          data-testid="channel-toggle"
        >
          <Icon name="image" size={18} />
          <span>{t('channel.switchTo', { name: t(`channel.${other}`) })}</span>
        </button>
      </div>
    </header>
  );
}
