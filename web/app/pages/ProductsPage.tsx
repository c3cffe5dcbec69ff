import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { withConfiguratorLocale } from '../../../shared/routing';
import { Link } from '../../ui/Link';
import { CHANNEL_KINDS, DESIGNER_PATH, type ProductKind } from '../product-kinds';
import type { ShopRequestInfo } from '../request-info';
import { channelAtom } from '../shop-state';
import { PageMeta } from './PageMeta';

export interface ProductsData {
  /** Each product kind's designer link in this market (SPEC 2: configurator links carry the locale). */
  designers: Record<ProductKind, string>;
}

export function productsLoader(info: ShopRequestInfo): ProductsData {
  const designers = Object.fromEntries(
    Object.entries(DESIGNER_PATH).map(([kind, path]) => [kind, withConfiguratorLocale(path, info.market)]),
  ) as Record<ProductKind, string>;
  return { designers };
}

export function ProductsPage() {
  const { t } = useTranslation();
  const channel = useAtomValue(channelAtom);
  const { designers } = useLoaderData() as ProductsData;
  return (
    <>
      <PageMeta title={t('products.title')} description={t('products.intro')} />
      <h1>{t('products.title')}</h1>
      <p className="lead">{t('products.intro')}</p>
      <ul className="product-list">
        {CHANNEL_KINDS[channel].map((kind) => (
          <li key={kind} id={kind} className="product-card">
            <h2>{t(`productKinds.${kind}`)}</h2>
            <p>{t(`productKindTexts.${kind}`)}</p>
            <Link href={designers[kind]} className="button">
              {t('products.openDesigner')}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
