/**
 * Storyblok rich text (a ProseMirror document) as React elements (DESIGN: never raw HTML).
 *
 * Only known node and mark types render, and each takes only the attributes it understands:
 * attrs are never spread onto elements, so event handlers or styles in hostile content go nowhere;
 * text is always text (React escapes it); links go through <Link> after refusing script and data
 * URLs; images through <Image> with the same check. An unknown node type logs "missing rich-text
 * renderer <type>" once and renders nothing (SPEC 8), its content included.
 */
import { Fragment, type ReactNode } from 'react';
import type { Blok, RichTextDoc } from '../../../../shared/content/story-types';
import { useShop } from '../../../app/shop-context';
import { Image } from '../../../ui/image';
import { Link } from '../../../ui/Link';
import { isSafeImageSrc, linkRel, richTextLinkTarget } from '../links';
import { useWarnOnce } from '../log';
import { NestedBlocks } from '../nested-blocks';

type Warn = (key: string, message: string, detail?: Record<string, unknown>) => void;

interface Node {
  type: string;
  text?: unknown;
  attrs?: Record<string, unknown>;
  marks?: unknown;
  content?: unknown;
}

interface Mark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** Deeper nesting than any editor produces; stops hostile documents from exhausting the stack. */
const MAX_DEPTH = 40;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asNode(value: unknown): Node | undefined {
  if (!isRecord(value) || typeof value.type !== 'string') return undefined;
  return {
    type: value.type,
    text: value.text,
    attrs: isRecord(value.attrs) ? value.attrs : undefined,
    marks: value.marks,
    content: value.content,
  };
}

function asMarks(value: unknown): Mark[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m): Mark[] =>
    isRecord(m) && typeof m.type === 'string'
      ? [{ type: m.type, attrs: isRecord(m.attrs) ? m.attrs : undefined }]
      : [],
  );
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

interface Ctx {
  warn: Warn;
  depth: number;
  ownDomains: readonly string[];
}

function renderChildren(content: unknown, ctx: Ctx): ReactNode[] {
  if (!Array.isArray(content)) return [];
  if (ctx.depth >= MAX_DEPTH) {
    ctx.warn('rich-text-depth', 'rich-text render error: document nested too deeply', { depth: ctx.depth });
    return [];
  }
  const inner = { ...ctx, depth: ctx.depth + 1 };
  return content.map((child, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: document nodes have no identity; the position is the key.
    <Fragment key={i}>{renderNode(child, inner)}</Fragment>
  ));
}

/** Marks the renderer knows but deliberately does not render (styling belongs to the shop). */
const IGNORED_MARKS = new Set(['styled', 'textStyle', 'anchor', 'highlight', 'color']);

function applyMark(children: ReactNode, mark: Mark, ctx: Ctx): ReactNode {
  switch (mark.type) {
    case 'bold':
    case 'strong':
      return <strong>{children}</strong>;
    case 'italic':
    case 'em':
      return <em>{children}</em>;
    case 'strike':
      return <s>{children}</s>;
    case 'underline':
      return <u>{children}</u>;
    case 'code':
      return <code>{children}</code>;
    case 'superscript':
      return <sup>{children}</sup>;
    case 'subscript':
      return <sub>{children}</sub>;
    case 'link': {
      const target = richTextLinkTarget(mark.attrs);
      if (!target) {
        const href = mark.attrs?.href;
        const shown = typeof href === 'string' ? href.slice(0, 80) : typeof href;
        ctx.warn(`rich-text-link:${shown}`, 'rich-text link refused', { href: shown });
        return children;
      }
      return (
        <Link
          href={target.href}
          allowExternal={target.allowExternal}
          target={target.target}
          rel={linkRel(target, ctx.ownDomains)}
        >
          {children}
        </Link>
      );
    }
    default:
      if (!IGNORED_MARKS.has(mark.type)) {
        ctx.warn(`rich-text-mark:${mark.type}`, `missing rich-text renderer mark ${mark.type}`);
      }
      return children;
  }
}

function renderText(node: Node, ctx: Ctx): ReactNode {
  const text = str(node.text);
  if (!text) return null;
  // Links outermost, so a bold word inside a link stays one link.
  const marks = asMarks(node.marks).sort((a, b) => Number(a.type === 'link') - Number(b.type === 'link'));
  return marks.reduce<ReactNode>((children, mark) => applyMark(children, mark, ctx), text);
}

function headingLevel(value: unknown): 2 | 3 | 4 | 5 | 6 {
  const level = typeof value === 'number' ? value : Number(value);
  // The page owns its h1; rich text starts at h2.
  if (!Number.isFinite(level) || level <= 2) return 2;
  if (level >= 6) return 6;
  return Math.round(level) as 3 | 4 | 5;
}

function renderImage(node: Node, ctx: Ctx): ReactNode {
  const src = node.attrs?.src;
  if (!isSafeImageSrc(src)) {
    const shown = typeof src === 'string' ? src.slice(0, 80) : typeof src;
    ctx.warn(`rich-text-image:${shown.slice(0, 40)}`, 'rich-text image refused', { src: shown });
    return null;
  }
  const alt = str(node.attrs?.alt) ?? '';
  return (
    <Image
      src={src}
      alt={alt}
      aspect="4/3"
      sizes="(min-width: 1024px) 720px, 100vw"
      className="rich-text__image"
    />
  );
}

function renderNode(value: unknown, ctx: Ctx): ReactNode {
  const node = asNode(value);
  if (!node) return null;
  const children = () => renderChildren(node.content, ctx);
  switch (node.type) {
    case 'doc':
      return children();
    case 'text':
      return renderText(node, ctx);
    case 'paragraph':
      return <p>{children()}</p>;
    case 'heading': {
      const Tag = `h${headingLevel(node.attrs?.level)}` as const;
      return <Tag>{children()}</Tag>;
    }
    case 'bullet_list':
      return <ul>{children()}</ul>;
    case 'ordered_list': {
      const order = node.attrs?.order;
      const start = typeof order === 'number' && Number.isInteger(order) && order !== 1 ? order : undefined;
      return <ol start={start}>{children()}</ol>;
    }
    case 'list_item':
      return <li>{children()}</li>;
    case 'blockquote':
      return <blockquote>{children()}</blockquote>;
    case 'code_block':
      return (
        <pre>
          <code>{children()}</code>
        </pre>
      );
    case 'hard_break':
      return <br />;
    case 'horizontal_rule':
      return <hr />;
    case 'image':
      return renderImage(node, ctx);
    case 'emoji': {
      const emoji = str(node.attrs?.emoji);
      return emoji ? (
        <span role="img" aria-label={str(node.attrs?.name) ?? emoji}>
          {emoji}
        </span>
      ) : null;
    }
    case 'blok': {
      const body = node.attrs?.body;
      return Array.isArray(body) ? (
        <div className="rich-text__blocks">
          <NestedBlocks blocks={body as Blok[]} />
        </div>
      ) : null;
    }
    case 'table':
      return (
        <div className="rich-text__table">
          <table>
            <tbody>{children()}</tbody>
          </table>
        </div>
      );
    case 'tableRow':
      return <tr>{children()}</tr>;
    case 'tableHeader':
      return <th scope="col">{children()}</th>;
    case 'tableCell':
      return <td>{children()}</td>;
    default:
      ctx.warn(`rich-text-node:${node.type}`, `missing rich-text renderer ${node.type}`);
      return null;
  }
}

export interface RichTextProps {
  /** A rich-text document; a plain string (older fields) renders as paragraphs. */
  doc: RichTextDoc | string | null | undefined;
  className?: string;
}

/** Renders rich text inside a <div class="rich-text">; nothing at all for an empty document. */
export function RichText({ doc, className }: RichTextProps) {
  const warn = useWarnOnce();
  const { ownDomains } = useShop();
  const classes = className ? `rich-text ${className}` : 'rich-text';
  if (typeof doc === 'string') {
    const paragraphs = doc.split(/\n{2,}/).filter((p) => p.trim() !== '');
    if (paragraphs.length === 0) return null;
    return (
      <div className={classes}>
        {paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one string; the position is the key.
          <p key={i}>{p}</p>
        ))}
      </div>
    );
  }
  const root = asNode(doc);
  if (!root || !Array.isArray(root.content) || root.content.length === 0) return null;
  const ctx: Ctx = { warn, depth: 0, ownDomains };
  return (
    <div className={classes}>
      {root.type === 'doc' ? renderChildren(root.content, ctx) : renderNode(root, ctx)}
    </div>
  );
}

/** True when a rich-text value has something to show. */
export function hasRichText(doc: RichTextDoc | string | null | undefined): boolean {
  if (typeof doc === 'string') return doc.trim() !== '';
  return isRecord(doc) && Array.isArray(doc.content) && doc.content.length > 0;
}
