import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESIZE_DEBOUNCE_MS } from '../../../../shared/chrome/constants';
import { isKeptSeoText } from '../../../../shared/chrome/footer';
import type { RichTextDoc } from '../../../../shared/content/story-types';
import { useKeptHtml } from '../../../ui/kept-html';
import { useRouterLinkClicks } from '../../../ui/Link';
import { ChromeRichText, hasText } from '../ChromeRichText';
import { debounce } from '../hooks/dom';
import './footer.css';

/**
 * SPEC 2 SEO text: collapsed to a few lines; the expander appears only when the text is actually
 * clamped (measured after hydration and on resize). Its place is reserved, so nothing shifts.
 */
export function SeoText({ doc }: { doc: RichTextDoc | string | undefined }) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [clamped, setClamped] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  useEffect(() => {
    const body = bodyRef.current;
    if (!body || expanded) return;
    const measure = () => setClamped(body.scrollHeight > body.clientHeight + 1);
    const onResize = debounce(measure, RESIZE_DEBOUNCE_MS);
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [expanded]);

  const onClick = useRouterLinkClicks();
  const kept = isKeptSeoText(doc);
  const keptText = useKeptHtml('seo-text', bodyRef);
  if (!kept && !hasText(doc)) return null;
  return (
    <section className="seo-text" data-testid="seo-text" data-expanded={expanded ? 'true' : 'false'}>
      {kept ? (
        // The first page's hydration data has no text (shared/chrome/global-hydration.ts): the
        // server's stays, and its links still navigate in the app.
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside, which keep their own keyboard behaviour
        <div className="seo-text__body" id={`${id}-seo`} onClick={onClick} {...keptText} />
      ) : (
        <div className="seo-text__body" id={`${id}-seo`} ref={bodyRef}>
          <ChromeRichText doc={doc} />
        </div>
      )}
      <button
        type="button"
        className="seo-text__toggle"
        data-testid="seo-text-toggle"
        hidden={!clamped && !expanded}
        aria-expanded={expanded}
        aria-controls={`${id}-seo`}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? t('chrome.seoText.less') : t('chrome.seoText.more')}
      </button>
    </section>
  );
}
