import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useShop } from '../../app/shop-context';

/** The router's path for an anchor the router itself rendered (RouterLink marks them). */
function routerPathOf(anchor: HTMLAnchorElement, basename: string): string | undefined {
  if (!anchor.hasAttribute('data-discover') || anchor.target || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  const base = basename.replace(/\/$/, '');
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return undefined;
  return `${url.pathname.slice(base.length) || '/'}${url.search}${url.hash}`;
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

/**
 * The frame of a block without client behaviour (shared/content/static-blocks.ts). Rendered with
 * its children on the server and on client navigations; at hydration, when the payload holds only
 * the block's stub, React keeps the server's HTML inside as it is (an element whose inner HTML is
 * set is never diffed). Links in that HTML were router links: a plain click still navigates in
 * the app instead of loading the page again.
 */
export function StaticBlock({ children }: { children?: ReactNode }) {
  const onClick = useRouterLinkClicks();
  if (children === undefined) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside, which keep their own keyboard behaviour
      <div
        className="static-block"
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose; sets no HTML, only tells React to keep the server's
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as above
    <div className="static-block" onClick={onClick}>
      {children}
    </div>
  );
}
