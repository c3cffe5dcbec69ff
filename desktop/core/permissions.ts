/**
 * Permission requests and checks (setPermissionRequestHandler / setPermissionCheckHandler):
 * denied unless the permission is on the allow-list and the shop itself asks, from its top frame.
 */
import { decideExternal, type NavigationPolicy } from './navigation';
import { isShopUrl } from './shop-target';

/** What the shop needs: copy buttons (sanitised clipboard write) and full-screen video. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write', 'fullscreen']);

export interface PermissionQuery {
  permission: string;
  /** The URL or origin of the frame that asks. */
  requestingUrl: string | undefined;
  /** Whether the asking frame is the top frame; undefined when Electron does not say. */
  isMainFrame: boolean | undefined;
  /** For "openExternal": the link Chromium wants the OS to open (mailto:, tel: …). */
  externalUrl?: string | undefined;
}

export type PermissionDecision =
  | { granted: true }
  | {
      granted: false;
      reason: string;
      /** A cleaned form of the refused link that the app itself hands to the OS instead. */
      openInstead?: string;
    };

export function decidePermission(query: PermissionQuery, policy: NavigationPolicy): PermissionDecision {
  if (!query.requestingUrl || !isShopUrl(query.requestingUrl, policy.shopOrigins)) {
    return { granted: false, reason: 'not asked by the shop' };
  }
  if (query.isMainFrame === false) return { granted: false, reason: 'asked by a subframe' };
  if (query.permission === 'openExternal') {
    // Chromium asks this before handing mailto:/tel: links to the OS: the link allow-list decides.
    const external = decideExternal(query.externalUrl, policy);
    if (!external.ok) return { granted: false, reason: `openExternal: ${external.reason}` };
    // Granting lets Chromium open the link as the page wrote it; when the policy had to change it
    // (a mailto: with attachments), the cleaned link is opened instead.
    if (external.url !== new URL(query.externalUrl as string).href) {
      return { granted: false, reason: 'openExternal: opened in a cleaned form', openInstead: external.url };
    }
    return { granted: true };
  }
  if (!ALLOWED_PERMISSIONS.has(query.permission)) {
    return { granted: false, reason: `${query.permission} is not on the allow-list` };
  }
  return { granted: true };
}
