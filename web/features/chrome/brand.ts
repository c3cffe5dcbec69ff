import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { channelAtom } from '../../app/shop-state';

/** The brand name of the current channel: Fotowerk (cards) or Wandwerk (posters). */
export function useBrand(): { channel: 'cards' | 'posters'; brand: string } {
  const { t } = useTranslation();
  const channel = useAtomValue(channelAtom);
  return { channel, brand: channel === 'cards' ? t('meta.siteName') : t('meta.siteNamePosters') };
}
