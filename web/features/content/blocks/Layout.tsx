import type { CSSProperties } from 'react';
import type {
  ABContentBlok,
  MarginBlok,
  PublicContainerWrapperBlok,
} from '../../../../shared/content/story-types';
import type { BlockProps } from '../block-types';
import { NestedBlocks } from '../nested-blocks';
import { useTreatment } from '../treatment-context';
import { safeColor } from './parts';
import './layout.css';

const MARGIN_SIZES = { small: 's', s: 's', medium: 'm', m: 'm', large: 'l', l: 'l' } as const;

/** Vertical space between blocks: s, m or l (the model stores small, medium, large). */
export function Margin({ blok }: BlockProps<MarginBlok>) {
  const size = MARGIN_SIZES[String(blok.size) as keyof typeof MARGIN_SIZES] ?? 'm';
  return <div className={`block-margin block-margin--${size}`} aria-hidden="true" />;
}

/** A coloured container around other body blocks. */
export function PublicContainerWrapper({ blok }: BlockProps<PublicContainerWrapperBlok>) {
  const background = safeColor(blok.backgroundColor);
  const color = safeColor(blok.textColor);
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (background) style['--container-bg'] = background;
  if (color) style['--container-fg'] = color;
  return (
    <div className={background ? 'block-container block-container--filled' : 'block-container'} style={style}>
      <NestedBlocks blocks={blok.body} />
    </div>
  );
}

/** An A/B test: the "on" variant when the flag says so, the control variant otherwise. */
export function ABContent({ blok }: BlockProps<ABContentBlok>) {
  const treatment = useTreatment(typeof blok.flag === 'string' ? blok.flag.trim() : '');
  return <NestedBlocks blocks={treatment === 'on' ? blok.on : blok.control} />;
}
