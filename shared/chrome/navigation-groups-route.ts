/** The route that answers the navigation's flyout groups: `/{prefix}/_navigation/_payload.json?_routes=…`. */
export const NAVIGATION_GROUPS_ROUTE = 'navigation-groups';
export const NAVIGATION_GROUPS_PATH = '_navigation';
