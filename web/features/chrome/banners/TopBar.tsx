import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { telHref } from '../../../../shared/chrome/burger';
import type { GlobalContent } from '../../../../shared/content/story-types';
import { BRAND_SWITCH_PATH, otherChannel } from '../../../../shared/routing/brand-switch';
import { prefixPath } from '../../../../shared/routing/links';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { Link } from '../../../ui/Link';
import './banners.css';

/**
 * The top bar: the switch to the other brand (SPEC 1) and, on wider screens, the service hotline.
 * The switch is a real link: the server sends it on to the other brand's host of this market, to
 * this page where that brand has it (server/ssr/brand-switch.ts).
 */
export function TopBar({ global }: { global: GlobalContent | null }) {
  const { t } = useTranslation();
  const { channel, basename } = useShop();
  const { pathname } = useLocation();
  const other = otherChannel(channel);
  const switchHref = `${prefixPath(BRAND_SWITCH_PATH, basename)}?from=${encodeURIComponent(pathname)}`;
  const hotline = global?.burgerNavigation?.[0]?.serviceHotline?.trim();
  const tel = hotline ? telHref(hotline) : undefined;
  return (
    <div className="top-bar" data-testid="top-bar">
      <div className="top-bar__inner">
        {/* A full page load to another host: not a router link. */}
        <a
          className="top-bar__channel channel-toggle"
          href={switchHref}
          rel="nofollow"
          data-testid="channel-toggle"
        >
          <Icon name="image" size={18} />
          <span>{t('channel.switchTo', { name: t(`channel.${other}`) })}</span>
        </a>
        {tel && hotline && (
          <p className="top-bar__service">
            <span>{t('chrome.topBar.service')}</span>{' '}
            <Link href={tel} className="top-bar__hotline">
              <Icon name="phone" size={16} />
              <span>{hotline}</span>
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
