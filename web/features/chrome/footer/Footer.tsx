import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewBlock } from '../../../../shared/chrome/footer';
import type { GlobalContent, NewsletterBlok } from '../../../../shared/content/story-types';
import { useShop } from '../../../app/shop-context';
import { useConsent } from '../../consent/ConsentProvider';
import { useBrand } from '../brand';
import { ChromeLink } from '../ChromeLink';
import { FooterBox } from './FooterBox';
import { MarketSwitcher } from './MarketSwitcher';
import { Reviews } from './Reviews';
import { SeoText } from './SeoText';
import './footer.css';

export type NewsletterSlot = ReactNode | ((newsletter: NewsletterBlok) => ReactNode);

/**
 * SPEC 2 footer: the newsletter slot (the form is the newsletter feature's), the reviews block,
 * the footer boxes, the SEO text, the country and language switcher, legal links and copyright.
 * With no global story it shows the switcher and the brand only.
 */
export function Footer({
  global,
  newsletter,
  reviews,
}: {
  global: GlobalContent | null;
  newsletter?: NewsletterSlot;
  reviews?: ReviewBlock | null;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const { brand } = useBrand();
  const footer = global?.footer?.[0];
  const organization = global?.organization?.[0];
  const newsletterBlok = footer?.newsletter?.[0];
  const slot =
    typeof newsletter === 'function'
      ? newsletterBlok
        ? newsletter(newsletterBlok)
        : null
      : (newsletter ?? null);
  // SPEC 3 appsAvailable: no app store badges where the channel has no apps.
  const boxes = (footer?.boxes ?? []).filter((b) => shop.settings.appsAvailable || b.boxType !== 'app-links');
  const hasInternationalBox = boxes.some((b) => b.boxType === 'international');
  const legal = (footer?.legalLinks ?? []).filter((l) => l.text?.trim());
  const consent = useConsent();
  // Bots are never asked, so they get nothing to reopen.
  const cookieSettings = consent.mode !== 'none';
  return (
    <footer className="chrome-footer" data-testid="chrome-footer">
      {slot && (
        <section className="chrome-footer__newsletter" data-testid="footer-newsletter">
          {slot}
        </section>
      )}
      {reviews && <Reviews block={reviews} />}
      {boxes.length > 0 && (
        <div className="chrome-footer__boxes">
          {boxes.map((box) => (
            <FooterBox key={box._uid} box={box} {...(organization ? { organization } : {})} />
          ))}
        </div>
      )}
      {footer?.seoText && <SeoText doc={footer.seoText} />}
      <div className="chrome-footer__bottom">
        {!hasInternationalBox && <MarketSwitcher />}
        {(legal.length > 0 || cookieSettings) && (
          <ul className="chrome-footer__legal" data-testid="footer-legal">
            {legal.map((link) => (
              <li key={link._uid}>
                <ChromeLink to={link.link}>{link.text}</ChromeLink>
              </li>
            ))}
            {cookieSettings && (
              <li>
                <button
                  type="button"
                  className="chrome-footer__cookie-settings"
                  aria-haspopup="dialog"
                  data-testid="cookie-settings"
                  onClick={consent.reopen}
                >
                  {t('consent.settings')}
                </button>
              </li>
            )}
          </ul>
        )}
        <p className="chrome-footer__copyright">
          {t('chrome.footer.copyright', { name: brand })}
          {shop.platform === 'd' && (
            <span className="chrome-footer__platform"> · {t('footer.desktopApp')}</span>
          )}
        </p>
      </div>
    </footer>
  );
}
