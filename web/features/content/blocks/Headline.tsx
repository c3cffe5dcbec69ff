import type { HeadlineBlok, TextBlok } from '../../../../shared/content/story-types';
import type { BlockProps } from '../block-types';
import { RichText } from '../rich-text/RichText';
import { text } from './parts';
import './typography.css';

const LEVELS = ['h1', 'h2', 'h3', 'h4'] as const;
type Level = (typeof LEVELS)[number];

function levelOf(value: unknown): Level {
  if (typeof value === 'number' && value >= 1 && value <= 4) return `h${value}` as Level;
  return (LEVELS as readonly unknown[]).includes(value) ? (value as Level) : 'h2';
}

/** An editor's anchor as an element id, when it is a plain slug ("echtfotobuch", "designs"). */
function anchorId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z][\w-]{0,80}$/.test(value.trim()) ? value.trim() : undefined;
}

/** A heading of level 1-4 (the editor keeps the order), with an optional subline and anchor. */
export function Headline({ blok }: BlockProps<HeadlineBlok>) {
  const content = text(blok.text);
  if (!content) return null;
  const Tag = levelOf(blok.level);
  const subline = text(blok.subline);
  const align = blok.align === 'center' ? 'center' : 'left';
  return (
    <div className={`headline headline--${align}`}>
      <Tag id={anchorId(blok.anchor)} className={`headline__title headline__title--${Tag}`}>
        {content}
      </Tag>
      {subline ? <p className="headline__subline">{subline}</p> : null}
    </div>
  );
}

/** Copy from the rich-text editor. */
export function Text({ blok }: BlockProps<TextBlok>) {
  return <RichText doc={blok.text} className="text-block" />;
}
