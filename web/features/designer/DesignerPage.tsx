/**
 * The embedded designers behind every /configurator-* route (and /d/…): the link's parameters are
 * read as the link inspector reads them (problems are listed and those parameters dropped), then
 * the designer of the product opens. Its code is a chunk of its own, loaded only here.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DESIGNER_PATHS, type Design, type DesignerPath } from '../../../shared/contracts/basket';
import { PageMeta } from '../../app/pages/PageMeta';
import { useShop } from '../../app/shop-context';
import { loadBasketItem } from './api';
import { CardDesigner } from './CardDesigner';
import type { DesignerData } from './designer-data';
import { MultiPhotoDesigner } from './MultiPhotoDesigner';
import { SinglePhotoDesigner } from './SinglePhotoDesigner';
import './designer.css';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the browser (or the desktop app) has a connection; the server render assumes it has. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Edit mode (?basketItem=…): the item's own parameters and design, fetched from the basket; until
 * they are there the designer waits, so the shopper never edits the link's defaults by mistake.
 */
function useEditedItem(data: DesignerData): {
  state: 'none' | 'loading' | 'ready' | 'failed';
  data: DesignerData;
  design: Design | null;
  message?: string;
} {
  const shop = useShop();
  const [loaded, setLoaded] = useState<
    { params: Record<string, string>; design: Design } | { failed: string | undefined } | null
  >(null);
  useEffect(() => {
    if (!data.basketItem) return;
    let cancelled = false;
    void loadBasketItem(shop, data.basketItem).then((outcome) => {
      if (cancelled) return;
      if (!outcome.ok) return setLoaded({ failed: outcome.message });
      const params = Object.fromEntries(
        Object.entries(outcome.body.item.params).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]),
      );
      setLoaded({ params, design: outcome.body.item.design });
    });
    return () => {
      cancelled = true;
    };
  }, [data.basketItem, shop]);
  if (!data.basketItem) return { state: 'none', data, design: null };
  if (loaded === null) return { state: 'loading', data, design: null };
  if ('failed' in loaded)
    return { state: 'failed', data, design: null, ...(loaded.failed ? { message: loaded.failed } : {}) };
  return {
    state: 'ready',
    data: { ...data, params: { ...data.params, ...loaded.params } },
    design: loaded.design,
  };
}

export function DesignerPage() {
  const { t } = useTranslation();
  const linked = useLoaderData() as DesignerData;
  const edited = useEditedItem(linked);
  const data = edited.data;
  const online = useOnline();
  const pathName = data.path.replace(/^\/|\/$/g, '');
  const path = (DESIGNER_PATHS as readonly string[]).includes(pathName) ? (pathName as DesignerPath) : null;
  const product = data.productType ? t(`designer.product.${data.productType}`) : t('designer.title');

  return (
    <section
      className="designer-page"
      aria-labelledby="designer-title"
      data-testid="designer"
      data-family={data.family ?? 'none'}
    >
      <PageMeta title={t('designer.pageTitle', { product })} description={t('designer.intro')} noindex />
      <h1 id="designer-title">{t('designer.pageTitle', { product })}</h1>
      {data.basketItem ? <p className="designer__hint">{t('designer.editing')}</p> : null}
      {!online ? (
        <p className="designer-error" role="alert" data-testid="designer-offline">
          {t('designer.offline')}
        </p>
      ) : null}
      {data.problems.length > 0 ? (
        <div className="designer-problems" role="note" data-testid="designer-problems">
          <p>{t('designer.problems', { count: data.problems.length })}</p>
          <ul>
            {data.problems.map((p) => (
              <li key={`${p.param}:${p.message}`}>
                {t(`inspector.problem.${p.problem}`, { param: p.param })}{' '}
                <span className="inspector__detail" lang="en">
                  {p.message}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {edited.state === 'loading' ? <p role="status">{t('designer.loadingItem')}</p> : null}
      {edited.state === 'failed' ? (
        <p className="designer-error" role="alert" data-testid="designer-item-error">
          {edited.message ?? t('designer.itemFailed')}
        </p>
      ) : null}
      {edited.state === 'none' || edited.state === 'ready' ? (
        <>
          {path && data.family === 'single' ? (
            <SinglePhotoDesigner data={data} path={path} initial={edited.design} />
          ) : null}
          {path && data.family === 'card' ? (
            <CardDesigner data={data} path={path} initial={edited.design} />
          ) : null}
          {path && data.family === 'multi' ? (
            <MultiPhotoDesigner data={data} path={path} initial={edited.design} />
          ) : null}
        </>
      ) : null}
      {!path || !data.family ? <p data-testid="designer-unavailable">{t('designer.unavailable')}</p> : null}
    </section>
  );
}
