import { useLoaderData } from 'react-router';
import type { ContentPageData } from '../../features/content-page/content-loader';
import { ErrorView } from './ErrorView';

/** The error path of SPEC 2, where unknown language prefixes land: the one error page, status 404. */
export function ErrorPage() {
  const story = useLoaderData() as ContentPageData | null;
  return <ErrorView status={404} story={story} />;
}
