import { useLoaderData, useLocation } from 'react-router';
import { island } from '../../ui/island';
import { Calculator } from '../calculator/Calculator';
import { ContentPage } from '../content';
import { CalculatorPopups, ProductGallery, productPresentation } from '../product-dialogs/ProductPopups';
import type { SearchPageData } from '../search/search-loader';
import { SeoHead } from '../seo/SeoHead';
import { useLiveContent } from '../visual-editor/use-live-content';
import type { ContentPageData } from './content-loader';

// A calculator page's Product and offers (issue 31 §4): its code comes only with such a page.
const CalculatorJsonLd = island(async () => (await import('../seo/CalculatorJsonLd')).CalculatorJsonLd);
// The search result page (issue 32) is served at its translated paths by this route; its code is a
// chunk of its own, so neither the entry nor content pages carry it.
const SearchPage = island(async () => (await import('../search/SearchPage')).SearchPage);

/** The content route: the search page at its translated paths, else a CMS page. */
export function ContentRoute() {
  const loaded = useLoaderData() as ContentPageData | { search: SearchPageData };
  return 'search' in loaded ? <SearchPage /> : <CmsPage data={loaded} />;
}

/** A CMS page: its SEO head, then the block library renders its teaser, calculator and body. */
function CmsPage({ data }: { data: ContentPageData }) {
  // In the visual editor, what the editor is typing; everywhere else the loader's content.
  const content = useLiveContent(data.uuid, data.content);
  const { pathname } = useLocation();
  const presentation = data.calculator ? productPresentation(content, data.blockData) : undefined;
  return (
    <>
      <SeoHead seo={data.seo} />
      {data.calculator && presentation ? (
        <CalculatorJsonLd
          calculator={data.calculator}
          name={presentation.title}
          description={data.seo.description}
          path={pathname}
          image={presentation.images[0]?.src}
        />
      ) : null}
      <ContentPage
        content={content}
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
