import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_EXPERIMENTS } from '../../shared/flags';
import type { ContentPageData } from '../features/content-page/content-loader';
import { browserLoaders, createRoutes } from './routes';

const routes = createRoutes(browserLoaders);

function routeIds(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.id ? [route.id] : []), ...routeIds(route.children ?? [])]);
}

describe('the experiments each route declares (issue 24)', () => {
  it('name routes that exist, so a renamed route cannot silently lose its experiments', () => {
    const ids = new Set(routeIds(routes));
    for (const id of Object.keys(ROUTE_EXPERIMENTS)) expect(ids, id).toContain(id);
  });

  it('read the calculator where the content loader puts it', () => {
    // A compile-time check as much as a run-time one: the loader data has a calculator field.
    const field: keyof ContentPageData = 'calculator';
    const decide = ROUTE_EXPERIMENTS.content?.fromData;
    expect(decide?.({ [field]: { product: 'poster' } })).toHaveLength(4);
    expect(decide?.({ [field]: null })).toEqual([]);
  });
});
