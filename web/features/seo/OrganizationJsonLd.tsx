import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../app/root-loader';
import { JsonLd } from './JsonLd';
import { organizationJsonLd, reviewSummary } from './structured-data';
import { useSiteUrl } from './use-site-url';

/** SPEC 3 Organization of the brand's global story as schema.org JSON-LD, on every page. */
export function OrganizationJsonLd() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const siteUrl = useSiteUrl();
  const organization = root?.global?.organization?.[0];
  if (!organization?.name?.trim()) return null;
  return <JsonLd data={organizationJsonLd(organization, siteUrl('/'), reviewSummary(root?.reviews))} />;
}
