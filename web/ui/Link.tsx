import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { resolveLink } from '../../shared/routing';
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
        <RouterLink to={target.to} rel={rel} {...rest}>
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
