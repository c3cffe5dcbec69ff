import { ContentPage } from '../../features/content';
import { SAMPLE_BLOCK_DATA, SAMPLE_PAGE } from '../../features/content/sample-blocks';
import { PageMeta } from './PageMeta';

/** QA page like /_icons: every content block of SPEC 2 on one page, filled with sample data. */
export function BlocksPage() {
  return (
    <>
      <PageMeta title="Blocks" description="Every content block with sample data." noindex />
      <ContentPage content={SAMPLE_PAGE} blockData={SAMPLE_BLOCK_DATA} />
    </>
  );
}
