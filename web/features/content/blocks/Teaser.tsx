import { useId } from 'react';
import type { TeaserBlok } from '../../../../shared/content/story-types';
import { useShop } from '../../../app/shop-context';
import { Image } from '../../../ui/image';
import type { BlockProps } from '../block-types';
import { assetImage, BlockLink, hasLink, Labels, text } from './parts';
import './teaser.css';

/**
 * The stage at the top of a page: headline, subline, image and call to action. The page's teaser
 * slot renders its headline as the page's h1; a Teaser among the body blocks gets an h2.
 * With a portrait mobileImage both images are in the page and CSS shows one per viewport; only
 * the one the device class will show loads eagerly (LCP), the other stays lazy and, hidden, is
 * never fetched.
 */
export function Teaser({
  blok,
  priority = false,
  headingLevel = 'h2',
}: BlockProps<TeaserBlok> & { headingLevel?: 'h1' | 'h2' }) {
  const Title = headingLevel;
  const { deviceClass } = useShop();
  const titleId = useId();
  const headline = text(blok.headline);
  const subline = text(blok.subline);
  const desktop = assetImage(blok.image);
  const mobile = assetImage(blok.mobileImage);
  const cta = text(blok.ctaText);
  const desktopSizes = '(min-width: 1300px) 720px, (min-width: 768px) 58vw, 100vw';
  return (
    <section className="teaser" aria-labelledby={headline ? titleId : undefined}>
      {desktop || mobile ? (
        <div className="teaser__media">
          {desktop && mobile ? (
            <>
              <Image
                className="teaser__image teaser__image--mobile"
                src={mobile.src}
                alt={mobile.alt}
                aspect="4/5"
                sizes="100vw"
                priority={priority && deviceClass === 'mobile'}
              />
              <Image
                className="teaser__image teaser__image--desktop"
                src={desktop.src}
                alt={desktop.alt}
                aspect="4/3"
                sizes={desktopSizes}
                priority={priority && deviceClass !== 'mobile'}
              />
            </>
          ) : (
            <Image
              className="teaser__image"
              src={(desktop ?? mobile)?.src ?? ''}
              alt={(desktop ?? mobile)?.alt ?? ''}
              aspect="4/3"
              sizes={desktopSizes}
              priority={priority}
            />
          )}
        </div>
      ) : null}
      <div className="teaser__body">
        <Labels labels={blok.labels} />
        {headline ? (
          <Title id={titleId} className="teaser__title">
            {headline}
          </Title>
        ) : null}
        {subline ? <p className="teaser__subline">{subline}</p> : null}
        {cta && hasLink(blok.ctaLink) ? (
          <BlockLink link={blok.ctaLink} className="button button--primary teaser__cta">
            {cta}
          </BlockLink>
        ) : null}
      </div>
    </section>
  );
}
