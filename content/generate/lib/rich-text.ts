/**
 * A small markup for copy in the dictionaries, turned into Storyblok rich text (ProseMirror JSON):
 *
 *   paragraphs are separated by a blank line (a single line break is a hard break)
 *   ## heading 2   ### heading 3
 *   - bullet items (consecutive lines)   **bold**   *italic*
 *   [label](slug#anchor)  a story link (German path below the brand folder, resolved to its uuid)
 *   [label](/path) or [label](https://…) or [label](mailto:…)  a url / e-mail link
 */
import type { RichTextDoc, RichTextNode } from '../../../shared/content/story-types';

export type StoryLinkResolver = (slug: string) => { uuid: string };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, resolve: StoryLinkResolver): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ type: 'text', text: text.slice(last, index) });
    const [, bold, italic, label, target] = match;
    if (bold !== undefined) nodes.push({ type: 'text', text: bold, marks: [{ type: 'bold' }] });
    else if (italic !== undefined) nodes.push({ type: 'text', text: italic, marks: [{ type: 'italic' }] });
    else if (label !== undefined && target !== undefined) {
      nodes.push({ type: 'text', text: label, marks: [{ type: 'link', attrs: linkAttrs(target, resolve) }] });
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

function linkAttrs(target: string, resolve: StoryLinkResolver): Record<string, unknown> {
  if (target.startsWith('mailto:')) {
    return {
      href: target.slice('mailto:'.length),
      linktype: 'email',
      target: null,
      uuid: null,
      anchor: null,
    };
  }
  if (target.startsWith('/') || target.startsWith('https://') || target.startsWith('tel:')) {
    return {
      href: target,
      linktype: 'url',
      target: target.startsWith('https://') ? '_blank' : null,
      uuid: null,
      anchor: null,
    };
  }
  const [slug = '', anchor] = target.split('#');
  // As in Storyblok: href is the linked story's cached path, uuid identifies it.
  return { href: slug, linktype: 'story', target: null, uuid: resolve(slug).uuid, anchor: anchor ?? null };
}

/** Parses the markup above into a rich-text document. */
export function richText(markup: string, resolve: StoryLinkResolver): RichTextDoc {
  const content: RichTextNode[] = [];
  for (const block of markup.trim().split(/\n\s*\n/)) {
    let lines = block.split('\n').map((l) => l.trim());
    const first = lines[0] ?? '';
    if (first.startsWith('### ') || first.startsWith('## ')) {
      const level = first.startsWith('### ') ? 3 : 2;
      content.push({ type: 'heading', attrs: { level }, content: inline(first.slice(level + 1), resolve) });
      lines = lines.slice(1);
    }
    // Runs of bullet lines become lists, runs of other lines paragraphs.
    while (lines.length) {
      const isItem = (lines[0] ?? '').startsWith('- ');
      const end = lines.findIndex((l) => l.startsWith('- ') !== isItem);
      const run = end < 0 ? lines : lines.slice(0, end);
      lines = end < 0 ? [] : lines.slice(end);
      if (isItem) {
        content.push({
          type: 'bullet_list',
          content: run.map((l) => ({
            type: 'list_item',
            content: [{ type: 'paragraph', content: inline(l.slice(2), resolve) }],
          })),
        });
      } else {
        // A line break inside a paragraph is a hard break (addresses, phone numbers).
        const parts: RichTextNode[] = [];
        run.forEach((line, i) => {
          if (i > 0) parts.push({ type: 'hard_break' });
          parts.push(...inline(line, resolve));
        });
        content.push({ type: 'paragraph', content: parts });
      }
    }
  }
  return { type: 'doc', content };
}
