/**
 * The navigation's flyout groups, which the page data leaves out: fetched once per page view the
 * first time a flyout or burger menu is about to open (or the pointer nears the navigation).
 */
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import type { NavigationGroups } from '../../../../shared/chrome/deferred-navigation';
import {
  NAVIGATION_GROUPS_PATH,
  NAVIGATION_GROUPS_ROUTE,
} from '../../../../shared/chrome/navigation-groups-route';
import { payloadUrlOf, type RoutePayload } from '../../../app/router-state';
import { useShop } from '../../../app/shop-context';

type GroupsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; groups: NavigationGroups }
  | { status: 'failed' };

const groupsAtom = atom<GroupsState>({ status: 'idle' });

export function useNavigationGroups(): {
  groups: NavigationGroups | undefined;
  loading: boolean;
  failed: boolean;
  request: () => void;
} {
  const { basename } = useShop();
  const [state, setState] = useAtom(groupsAtom);
  const request = useCallback(() => {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({ status: 'loading' });
    const base = basename === '/' ? '' : basename.replace(/\/$/, '');
    fetch(payloadUrlOf(`${base}/${NAVIGATION_GROUPS_PATH}`, `?_routes=${NAVIGATION_GROUPS_ROUTE}`), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`navigation groups: ${response.status}`);
        const payload = (await response.json()) as RoutePayload;
        const groups = payload.loaderData[NAVIGATION_GROUPS_ROUTE] as NavigationGroups | undefined;
        setState({ status: 'ready', groups: groups ?? {} });
      })
      .catch(() => setState({ status: 'failed' }));
  }, [state.status, setState, basename]);
  return {
    groups: state.status === 'ready' ? state.groups : undefined,
    loading: state.status === 'loading',
    failed: state.status === 'failed',
    request,
  };
}
