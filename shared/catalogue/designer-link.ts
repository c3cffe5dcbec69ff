/**
 * Links into the designers, built from typed parameters. Kept apart from the parser
 * (designer-url.ts) so the browser can build links without loading the parameter schema.
 */
import { CONFIGURATORS, type ConfiguratorKind, configuratorOf, isConfiguratorKind } from './configurators';
import type { DesignerParamKey, DesignerParams } from './designer-params';
import type { ProductType } from './products';
import { type BuildQueryOptions, buildQuery, type QueryValue } from './query';

/**
 * Opens the designer of a configurator kind or product type. A product type that shares its
 * designer with another (photoprint in the photobox designer) is named with productType, so the
 * link says which of the two it means.
 */
export function buildDesignerUrl(
  target: ConfiguratorKind | ProductType,
  params: DesignerParams = {},
  options: BuildQueryOptions = {},
): string {
  const configurator = isConfiguratorKind(target) ? CONFIGURATORS[target] : configuratorOf(target);
  const query: Record<string, QueryValue> = {};
  if (
    !isConfiguratorKind(target) &&
    target !== configurator.productTypes[0] &&
    params.productType === undefined
  ) {
    query.productType = target;
  }
  for (const key of Object.keys(params) as DesignerParamKey[]) query[key] = params[key];
  const search = buildQuery(query, options);
  return search ? `${configurator.path}?${search}` : configurator.path;
}
