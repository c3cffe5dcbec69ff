import { useLoaderData } from 'react-router';
import { Calculator } from '../calculator/Calculator';
import { ContentPage } from '../content';
import { CalculatorPopups, ProductGallery, productPresentation } from '../product-dialogs/ProductPopups';
import { SeoHead } from '../seo/SeoHead';
import type { ContentPageData } from './content-loader';

/** A CMS page: its SEO head, then the block library renders its teaser, calculator and body. */
export function ContentRoute() {
  const data = useLoaderData() as ContentPageData;
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
