import type { ReactNode } from 'react';
import { isAbsoluteHref, multiLinkHref } from '../../../shared/chrome/links';
import type { MultiLink } from '../../../shared/content/story-types';
import { Link, type LinkProps } from '../../ui/Link';

type Props = Omit<LinkProps, 'href' | 'allowExternal'> & {
  /** A path or URL, or a CMS multilink. */
  to: string | MultiLink | undefined;
  children: ReactNode;
};

/**
 * A link the CMS chose: an absolute URL an editor typed is allowed to leave the shop (it still
 * gets nofollow unless it is the brand's own domain). Without a target the children render as text.
 */
export function ChromeLink({ to, children, ...rest }: Props) {
  const href = typeof to === 'string' ? to : multiLinkHref(to);
  if (!href) return <span className={rest.className}>{children}</span>;
  return (
    <Link href={href} allowExternal={isAbsoluteHref(href)} {...rest}>
      {children}
    </Link>
  );
}
