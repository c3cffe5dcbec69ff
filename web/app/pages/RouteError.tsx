import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../../ui/Link';
import type { NotFoundData } from '../not-found';
import { useShop } from '../shop-context';
import { PageMeta } from './PageMeta';

/** The error page of a route: 404 or a failure, with details only in debug mode. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { debug } = useShop();

  if (isRouteErrorResponse(error) && error.status === 404) {
    const payload = error.data as Partial<NotFoundData> | undefined;
    return (
      <section className="error-page" data-status="404">
        <PageMeta title={t('errors.notFoundTitle')} description={t('meta.descriptions.notFound')} noindex />
        <h1>{t('errors.notFoundTitle')}</h1>
        <p>{t('errors.notFoundText', { path: payload?.path ?? '' })}</p>
        {debug && payload?.message ? <pre className="error-details">{payload.message}</pre> : null}
        <Link href="/" className="button button--primary">
          {t('errors.backHome')}
        </Link>
      </section>
    );
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details =
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : JSON.stringify(error);
  return (
    <section className="error-page" data-status={status}>
      <PageMeta title={t('errors.genericTitle')} description={t('errors.genericText')} noindex />
      <h1>{t('errors.genericTitle')}</h1>
      <p>{t('errors.genericText')}</p>
      {debug ? (
        <details open className="error-details">
          <summary>{t('errors.details')}</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
      <Link href="/" className="button button--primary">
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
