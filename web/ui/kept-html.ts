import { type RefObject, useState } from 'react';

/** The server's HTML of kept elements, by key, for a later mount in the same visit. */
const keptHtml = new Map<string, string>();

/**
 * Props for an element whose content is the server's HTML, kept as it is at hydration (React never
 * diffs an element whose inner HTML it sets; see StaticBlock). Data that stays out of the
 * hydration data for the whole visit (the global story's) cannot render that content again, so
 * the HTML is remembered: an element mounted again later (the layout after a root error) gets it.
 */
export function useKeptHtml(key: string, ref?: RefObject<HTMLElement | null>) {
  // Fixed at mount: empty at hydration (keep what is there), the remembered HTML on a later mount.
  const [html] = useState(() => keptHtml.get(key) ?? '');
  return {
    ref: (node: HTMLElement | null) => {
      if (ref) ref.current = node;
      if (node?.innerHTML) keptHtml.set(key, node.innerHTML);
    },
    dangerouslySetInnerHTML: { __html: html },
    suppressHydrationWarning: true,
  };
}
