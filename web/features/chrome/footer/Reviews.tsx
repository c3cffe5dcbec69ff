import { useTranslation } from 'react-i18next';
import { displayStars, type ReviewBlock, reviewDate, reviewLink } from '../../../../shared/chrome/footer';
import { formatNumber } from '../../../../shared/markets';
import { useShop } from '../../../app/shop-context';
import { Stars } from '../banners/Smartbanner';
import { ChromeLink } from '../ChromeLink';
import { Carousel } from './Carousel';
import './footer.css';

/**
 * SPEC 2/3 reviews block: stars, the average and count of the shop's own reviews (said as such:
 * no review platform's score), company and review links, the reviews in a carousel.
 */
export function Reviews({ block }: { block: ReviewBlock }) {
  const { t } = useTranslation();
  const { market } = useShop();
  const number = (value: number) => formatNumber(value, market);
  const stars = displayStars(block.score.average);
  return (
    <section className="reviews" data-testid="reviews" aria-labelledby="reviews-title">
      <h2 className="reviews__title" id="reviews-title">
        {t('chrome.reviews.title')}
      </h2>
      <div className="reviews__summary">
        <Stars rating={stars} size={20} />
        <span className="visually-hidden">{t('chrome.reviews.stars', { stars: number(stars) })}</span>
        <span className="reviews__score" data-testid="reviews-average">
          {t('chrome.reviews.average', { score: number(block.score.average) })}
        </span>
        <span className="reviews__total" data-testid="reviews-total">
          {t('chrome.reviews.total', {
            count: block.totalReviews,
            formatted: number(block.totalReviews),
          })}
        </span>
        {block.companyLink && (
          <ChromeLink to={block.companyLink} className="reviews__company" data-testid="reviews-company">
            {t('chrome.reviews.company')}
          </ChromeLink>
        )}
      </div>
      {block.reviews.length > 0 && (
        <Carousel label={t('chrome.reviews.title')} infinite className="reviews__carousel">
          {block.reviews.map((review) => (
            <article key={review.id} className="review" data-testid="review">
              <Stars rating={displayStars(review.stars)} />
              <span className="visually-hidden">
                {t('chrome.reviews.stars', { stars: number(displayStars(review.stars)) })}
              </span>
              <h3 className="review__title">{review.title}</h3>
              <p className="review__text">{review.text}</p>
              <p className="review__meta">
                {review.authorName}
                {review.createdAt && ` · ${reviewDate(review.createdAt, market)}`}
              </p>
              {block.reviewBaseLink && (
                <ChromeLink to={reviewLink(block.reviewBaseLink, review.id)} className="review__link">
                  {t('chrome.reviews.read')}
                </ChromeLink>
              )}
            </article>
          ))}
        </Carousel>
      )}
    </section>
  );
}
