import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isRouterPath, resolveLink } from '../../shared/routing';
import { useShop } from '../app/shop-context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** SPEC 2: external navigation is refused unless explicitly allowed. */
  allowExternal?: boolean;
  children: ReactNode;
  /** React 19 passes it on as a prop, to whichever anchor renders. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The only way the shop renders a link. Internal paths go through the router, which adds the
 * market prefix and /d; only underscore query parameters survive; configurator links get the
 * locale; external links get nofollow noopener noreferrer unless they are the brand's own.
 */
export function Link({ href, allowExternal, children, rel, ...rest }: LinkProps) {
  const shop = useShop();
  const target = resolveLink(
    href,
    { basename: shop.basename, locale: shop.market, platform: shop.platform, ownDomains: shop.ownDomains },
    { allowExternal },
  );
  switch (target.kind) {
    case 'anchor':
      return (
        <a href={target.href} rel={rel} {...rest}>
          {children}
        </a>
      );
    case 'internal':
      return (
        // discover="none": no data-discover on every link of the HTML (there is no lazy route discovery here).
        <RouterLink to={target.to} rel={rel} discover="none" {...rest}>
          {children}
        </RouterLink>
      );
    case 'document':
    case 'configurator':
      // Designers, account, magazine and llms.txt are served outside the page router: a full page load.
      return (
        <a href={target.href} rel={rel} {...rest}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a href={target.href} rel={[rel, target.rel].filter(Boolean).join(' ') || undefined} {...rest}>
          {children}
        </a>
      );
    case 'refused':
      return <span className={rest.className}>{children}</span>;
  }
}

/**
 * The router's path for an anchor Link rendered as a router link: one to a path of this market
 * that the page router serves (resolveLink sends the others to a full page load).
 */
function routerPathOf(anchor: HTMLAnchorElement, basename: string): string | undefined {
  if (anchor.target || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  const base = basename.replace(/\/$/, '');
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return undefined;
  const path = url.pathname.slice(base.length) || '/';
  return isRouterPath(path) ? `${path}${url.search}${url.hash}` : undefined;
}

/**
 * A click handler for an element holding server HTML the browser keeps: a plain click on a link
 * the router rendered navigates in the app, as the live link would have.
 */
export function useRouterLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const { basename } = useShop();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = routerPathOf(anchor, basename);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path);
  };
}
