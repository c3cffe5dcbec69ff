/**
 * The hybrid layout (SPEC 8): the shop's header and footer as HTML for other applications (the
 * external checkout, the designers) to embed, so they look like the shop without copying it.
 */
export const HYBRID_PARTS = ['header', 'footer'] as const;

export type HybridPart = (typeof HYBRID_PARTS)[number];

export function isHybridPart(value: string): value is HybridPart {
  return (HYBRID_PARTS as readonly string[]).includes(value);
}

/** The JSON answer of GET /web-api/hybrid-layout: only the parts asked for. */
export interface HybridLayout {
  header?: string;
  footer?: string;
  /** The shop's stylesheets the markup needs, as root-relative URLs. */
  css: string[];
  /** The market (BCP 47) the texts are in, for the embedding page's lang attribute. */
  lang: string;
}
