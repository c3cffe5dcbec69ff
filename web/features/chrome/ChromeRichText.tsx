/**
 * The little rich text the chrome shows (footer box texts, SEO text) as React elements, never as
 * HTML: paragraphs, headings, lists, line breaks, bold, italic and links. Unknown nodes render
 * their text content only.
 */
import { Fragment, type ReactNode } from 'react';
import { hasRichText } from '../../../shared/chrome/footer';
import type { RichTextDoc, RichTextNode } from '../../../shared/content/story-types';
import { ChromeLink } from './ChromeLink';

function marks(node: RichTextNode, text: ReactNode): ReactNode {
  let out = text;
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'link') {
      const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href : undefined;
      out = <ChromeLink to={href}>{out}</ChromeLink>;
    }
  }
  return out;
}

function children(nodes: RichTextNode[] | undefined, depth: number): ReactNode {
  if (!Array.isArray(nodes) || depth > 20) return null;
  // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes have no ids and never reorder.
  return nodes.map((node, i) => <Fragment key={i}>{renderNode(node, depth + 1)}</Fragment>);
}

function renderNode(node: RichTextNode, depth: number): ReactNode {
  switch (node.type) {
    case 'text':
      return typeof node.text === 'string' ? marks(node, node.text) : null;
    case 'paragraph':
      return <p>{children(node.content, depth)}</p>;
    case 'heading':
      return <p className="chrome-rich-text__heading">{children(node.content, depth)}</p>;
    case 'bullet_list':
      return <ul>{children(node.content, depth)}</ul>;
    case 'ordered_list':
      return <ol>{children(node.content, depth)}</ol>;
    case 'list_item':
      return <li>{children(node.content, depth)}</li>;
    case 'hard_break':
      return <br />;
    default:
      return children(node.content, depth);
  }
}

/** Whether the doc has anything to show (shared: the server decides on it for hydration data too). */
export const hasText = hasRichText;

export function ChromeRichText({
  doc,
  className,
}: {
  doc: RichTextDoc | string | null | undefined;
  className?: string;
}) {
  if (!hasText(doc)) return null;
  const classes = className ? `chrome-rich-text ${className}` : 'chrome-rich-text';
  if (typeof doc === 'string') {
    return (
      <div className={classes}>
        {doc
          .split(/\n{2,}/)
          .filter((p) => p.trim())
          .map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a static text
            <p key={i}>{p}</p>
          ))}
      </div>
    );
  }
  return <div className={classes}>{children(doc?.content, 0)}</div>;
}
