/**
 * The configurator routes' one island: a designer for every /configurator-* link, the link
 * inspector on /configurator-inspector (the loader decides which data a path gets).
 */
import { useLoaderData } from 'react-router';
import { LinkInspectorPage } from '../link-inspector/LinkInspectorPage';
import { DesignerPage } from './DesignerPage';

export function ConfiguratorPage() {
  const data = useLoaderData() as object | null;
  return data && 'family' in data ? <DesignerPage /> : <LinkInspectorPage />;
}
