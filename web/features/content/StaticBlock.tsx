import type { ReactNode } from 'react';
import { useRouterLinkClicks } from '../../ui/Link';

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
