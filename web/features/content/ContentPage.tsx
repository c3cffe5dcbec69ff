import type { ReactNode } from 'react';
import { isStaticBlok, isStaticStub, type StaticBlokStub } from '../../../shared/content/static-blocks';
import type { PageContent, TeaserBlok } from '../../../shared/content/story-types';
import type { BlockDataMap } from '../../../shared/contracts/block-data';
import { useShop } from '../../app/shop-context';
import { Blocks } from './Blocks';
import { BlockDataProvider } from './block-data';
import { Teaser } from './blocks/Teaser';
import { Editable } from './editable';
import { StaticBlock } from './StaticBlock';
import './blocks/layout.css';

export interface ContentPageProps {
  content: PageContent;
  /** Server data of the page's blocks by blok `_uid` (see block-data.ts). */
  blockData?: BlockDataMap;
  /** The calculator of product pages (SPEC 2), between teaser and body. */
  calculator?: ReactNode;
}

function firstTeaser(teaser: unknown): TeaserBlok | StaticBlokStub | undefined {
  const first: unknown = Array.isArray(teaser) ? teaser[0] : undefined;
  return typeof first === 'object' && first !== null && (first as TeaserBlok).component === 'Teaser'
    ? (first as TeaserBlok | StaticBlokStub)
    : undefined;
}

/** The teaser is a static block: kept as server HTML at hydration like those of the body. */
function PageTeaser({ teaser, priority }: { teaser: TeaserBlok | StaticBlokStub; priority: boolean }) {
  if (isStaticStub(teaser)) {
    return (
      <Editable blok={teaser}>
        <StaticBlock />
      </Editable>
    );
  }
  const rendered = <Teaser blok={teaser} priority={priority} headingLevel="h1" />;
  return (
    <Editable blok={teaser}>
      {isStaticBlok(teaser) ? (
        <StaticBlock blok={teaser} variant={String(priority)}>
          {rendered}
        </StaticBlock>
      ) : (
        rendered
      )}
    </Editable>
  );
}

/**
 * A content page (SPEC 2): the teaser (its headline is the page's h1, its image the LCP and
 * loaded eagerly), the optional calculator, then the body blocks. Without a teaser the first body
 * block loads its image eagerly instead. A channel whose loadingFirstImgLazy setting (SPEC 3) is
 * on loads that first image lazily like the rest.
 */
export function ContentPage({ content, blockData, calculator }: ContentPageProps) {
  const teaser = firstTeaser(content?.teaser);
  const firstEager = !useShop().settings.loadingFirstImgLazy;
  return (
    <BlockDataProvider value={blockData ?? {}}>
      <div className="content-page">
        {teaser ? <PageTeaser teaser={teaser} priority={firstEager} /> : null}
        {calculator ? <div className="content-page__calculator">{calculator}</div> : null}
        <div className="content-page__body">
          <Blocks blocks={content?.body} priorityFirst={!teaser && firstEager} />
        </div>
      </div>
    </BlockDataProvider>
  );
}
