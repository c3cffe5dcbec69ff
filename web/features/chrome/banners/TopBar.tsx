import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../../shared/chrome/burger';
import type { GlobalContent } from '../../../../shared/content/story-types';
import { channelAtom, toggleChannelAtom } from '../../../app/shop-state';
import { Icon } from '../../../ui/icons/Icon';
import { Link } from '../../../ui/Link';
import './banners.css';

/** The top bar: the switch between the two brands (SPEC 1) and, on wider screens, the service hotline. */
export function TopBar({ global }: { global: GlobalContent | null }) {
  const { t } = useTranslation();
  const channel = useAtomValue(channelAtom);
  const toggleChannel = useSetAtom(toggleChannelAtom);
  const other = channel === 'cards' ? 'posters' : 'cards';
  const hotline = global?.burgerNavigation?.[0]?.serviceHotline?.trim();
  const tel = hotline ? telHref(hotline) : undefined;
  return (
    <div className="top-bar" data-testid="top-bar">
      <div className="top-bar__inner">
        <button
          type="button"
          className="top-bar__channel channel-toggle"
          aria-pressed={channel === 'posters'}
          onClick={() => toggleChannel()}
          data-testid="channel-toggle"
        >
          <Icon name="image" size={18} />
          <span>{t('channel.switchTo', { name: t(`channel.${other}`) })}</span>
        </button>
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
