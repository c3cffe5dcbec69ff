import { useLoaderData } from 'react-router';
import { Calculator } from '../calculator/Calculator';
import { ContentPage } from '../content';
import { SeoHead } from '../seo/SeoHead';
import type { ContentPageData } from './content-loader';

/** A CMS page: its SEO head, then the block library renders its teaser, calculator and body. */
export function ContentRoute() {
  const data = useLoaderData() as ContentPageData;
  return (
    <>
      <SeoHead seo={data.seo} />
      <ContentPage
        content={data.content}
        blockData={data.blockData}
        calculator={data.calculator ? <Calculator data={data.calculator} /> : undefined}
      />
    </>
  );
}
