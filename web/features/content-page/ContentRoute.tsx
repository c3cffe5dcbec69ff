import { useLoaderData } from 'react-router';
import { island } from '../../ui/island';
import { Calculator } from '../calculator/Calculator';
import { ContentPage } from '../content';
import { CalculatorPopups, ProductGallery, productPresentation } from '../product-dialogs/ProductPopups';
import type { SearchPageData } from '../search/search-loader';
import { SeoHead } from '../seo/SeoHead';
import type { ContentPageData } from './content-loader';

// The search result page (issue 32) is served at its translated paths by this route; its code is a
// chunk of its own, so neither the entry nor content pages carry it.
const SearchPage = island(async () => (await import('../search/SearchPage')).SearchPage);

/** A CMS page: its SEO head, then the block library renders its teaser, calculator and body. */
export function ContentRoute() {
  const loaded = useLoaderData() as ContentPageData | { search: SearchPageData };
  if ('search' in loaded) return <SearchPage />;
  const data = loaded;
  const presentation = data.calculator ? productPresentation(data.content, data.blockData) : undefined;
  return (
    <>
      <SeoHead seo={data.seo} />
      <ContentPage
        content={data.content}
        blockData={data.blockData}
        calculator={
          data.calculator && presentation ? (
            <>
              <ProductGallery presentation={presentation} />
              <Calculator
                data={data.calculator}
                extras={(selection) => <CalculatorPopups selection={selection} presentation={presentation} />}
              />
            </>
          ) : undefined
        }
      />
    </>
  );
}
