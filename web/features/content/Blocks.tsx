import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { isStaticBlok, isStaticStub } from '../../../shared/content/static-blocks';
import type { Blok } from '../../../shared/content/story-types';
import { Editable } from './editable';
import { ContentLogContext, useWarnOnce } from './log';
import { type BlocksProps, NestedBlocksContext } from './nested-blocks';
import { blockComponentOf } from './registry';
import { StaticBlock } from './StaticBlock';

function isBlok(value: unknown): value is Blok {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blok).component === 'string' &&
    typeof (value as Blok)._uid === 'string'
  );
}

/**
 * In the browser, one failing block is logged and left out instead of taking the page down. (On
 * the server React has no error boundaries; the blocks read their fields defensively instead.)
 */
class BlockBoundary extends Component<
  { name: string; uid: string; children: ReactNode },
  { failed: boolean }
> {
  static override contextType = ContentLogContext;
  declare context: ContextType<typeof ContentLogContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.context.warn(`block render error ${this.props.name}`, {
      uid: this.props.uid,
      error: error instanceof Error ? error.message : String(error),
      stack: info.componentStack?.slice(0, 500),
    });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** One blok through the registry; an unknown component logs once and renders nothing. */
export function Block({ blok, priority }: { blok: unknown; priority?: boolean }) {
  const warn = useWarnOnce();
  if (!isBlok(blok)) {
    warn('invalid-blok', 'invalid block (no component or _uid)', {
      value: JSON.stringify(blok)?.slice(0, 120),
    });
    return null;
  }
  // The first page's hydration data holds a stub: keep the server's HTML.
  if (isStaticStub(blok)) {
    return (
      <Editable blok={blok}>
        <StaticBlock />
      </Editable>
    );
  }
  const BlockComponent = blockComponentOf(blok.component);
  if (!BlockComponent) {
    warn(`unknown:${blok.component}`, `unknown block ${blok.component}`, { uid: blok._uid });
    return null;
  }
  const rendered = (
    <BlockBoundary name={blok.component} uid={blok._uid}>
      <BlockComponent blok={blok} priority={priority} />
    </BlockBoundary>
  );
  return (
    <Editable blok={blok}>
      {isStaticBlok(blok) ? (
        <StaticBlock blok={blok} variant={String(Boolean(priority))}>
          {rendered}
        </StaticBlock>
      ) : (
        rendered
      )}
    </Editable>
  );
}

/** The body blocks of a story, in order, rendered on the server like everything else. */
export function Blocks({ blocks, priorityFirst = false }: BlocksProps) {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  return (
    <NestedBlocksContext value={Blocks}>
      {blocks.map((blok: unknown, index) => (
        <Block
          key={isBlok(blok) ? `${blok._uid}:${index}` : index}
          blok={blok}
          priority={priorityFirst && index === 0}
        />
      ))}
    </NestedBlocksContext>
  );
}
