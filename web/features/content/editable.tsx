import type { ReactNode } from 'react';

/** What Storyblok's `_editable` comment names: the blok's component, space, uid and story id. */
interface EditableMeta {
  name: string;
  space?: string;
  uid: string;
  id: string;
}

const EDITABLE = /^<!--#storyblok#(.*?)-->/s;

function metaOf(editable: unknown): EditableMeta | undefined {
  if (typeof editable !== 'string') return undefined;
  const json = EDITABLE.exec(editable)?.[1];
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as Partial<EditableMeta>;
    if (typeof value.name !== 'string' || typeof value.uid !== 'string' || typeof value.id !== 'string') {
      return undefined;
    }
    return {
      name: value.name,
      ...(typeof value.space === 'string' ? { space: value.space } : {}),
      uid: value.uid,
      id: value.id,
    };
  } catch {
    return undefined;
  }
}

/**
 * The attributes by which the Storyblok bridge finds a blok in the page (click to edit, outlines):
 * `data-blok-c` holds the parsed `_editable` comment, `data-blok-uid` is "{story id}-{blok uid}".
 * Only drafts carry `_editable`, so public pages never get them.
 */
export function editableAttributes(
  blok: unknown,
): { 'data-blok-c': string; 'data-blok-uid': string } | undefined {
  const meta = metaOf((blok as { _editable?: unknown } | null)?._editable);
  if (!meta) return undefined;
  return { 'data-blok-c': JSON.stringify(meta), 'data-blok-uid': `${meta.id}-${meta.uid}` };
}

/** A blok's rendering, inside an element the visual editor can point at when the blok is editable. */
export function Editable({ blok, children }: { blok: unknown; children: ReactNode }) {
  const attributes = editableAttributes(blok);
  if (!attributes) return children;
  return (
    <div className="blok-editable" {...attributes}>
      {children}
    </div>
  );
}
