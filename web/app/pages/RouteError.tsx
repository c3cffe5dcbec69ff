import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useErrorStory } from '../error-story';
import type { NotFoundData } from '../not-found';
import { useShop } from '../shop-context';
import { ErrorView } from './ErrorView';

/** The error page of a route: 404 or a failure, with details only in debug mode. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { debug } = useShop();
  const story = useErrorStory();

  if (isRouteErrorResponse(error) && error.status === 404) {
    const payload = error.data as Partial<NotFoundData> | undefined;
    return (
      <ErrorView
        status={404}
        story={story}
        path={payload?.path ?? ''}
        details={debug && payload?.message ? <pre className="error-details">{payload.message}</pre> : null}
      />
    );
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details =
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : JSON.stringify(error);
  return (
    <ErrorView
      status={status}
      story={story}
      details={
        debug ? (
          <details open className="error-details">
            <summary>{t('errors.details')}</summary>
            <pre>{details}</pre>
          </details>
        ) : null
      }
    />
  );
}
