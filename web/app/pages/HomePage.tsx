import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { CHANNEL_KINDS } from '../product-kinds';
import { channelAtom } from '../shop-state';
import { PageMeta } from './PageMeta';

export function HomePage() {
  const { t } = useTranslation();
  const channel = useAtomValue(channelAtom);
  return (
    <>
      <PageMeta title={t('meta.homeTitle')} description={t('meta.homeDescription')} />
      <section className="hero">
        <h1>{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        <Link href="/products" className="button button--primary">
          {t('home.cta')}
        </Link>
      </section>
      <section className="kinds" aria-labelledby="kinds-title">
        <h2 id="kinds-title">{t('home.kindsTitle')}</h2>
        <ul className="tiles" data-testid="kind-tiles">
          {CHANNEL_KINDS[channel].map((kind) => (
            <li key={kind} className={`tile tile--${kind}`}>
              <Link href={`/products#${kind}`}>
                <span className="tile__title">{t(`productKinds.${kind}`)}</span>
                <span className="tile__text">{t(`productKindTexts.${kind}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
