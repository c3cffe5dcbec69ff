import { type ReactNode, useContext, useId } from 'react';
import type { Blok } from '../../../shared/content/story-types';
import { useRouterLinkClicks } from '../../ui/Link';
import { useBlockDataMap } from './block-data';
import { FragmentContext } from './fragments';

export interface StaticBlockProps {
  /** The blok rendered inside; absent for a stub. */
  blok?: Blok;
  /** Props from the parent that change what is rendered inside (see FragmentBlock). */
  variant?: string;
  children?: ReactNode;
}

/**
 * The frame of a block without client behaviour (shared/content/static-blocks.ts). Rendered with
 * its children on the server and on client navigations; at hydration, when the payload holds only
 * the block's stub, React keeps the server's HTML inside as it is (an element whose inner HTML is
 * set is never diffed). Links in that HTML were router links: a plain click still navigates in
 * the app instead of loading the page again.
 *
 * On the server, the fragment cache (fragments.ts) may already hold the HTML inside: it is set as
 * the element's inner HTML, byte for byte what rendering the children would have written.
 */
export function StaticBlock({ blok, variant = '', children }: StaticBlockProps) {
  const onClick = useRouterLinkClicks();
  const treeId = useId();
  const fragments = useContext(FragmentContext);
  const data = useBlockDataMap();
  const kept =
    children === undefined
      ? ''
      : blok && fragments
        ? fragments.lookup({ blok, variant, treeId, data })
        : undefined;
  if (kept !== undefined) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside, which keep their own keyboard behaviour
      <div
        className="static-block"
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty in the browser (keep the server's HTML); on the server, HTML this server rendered for the same block and context
        dangerouslySetInnerHTML={{ __html: kept }}
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
