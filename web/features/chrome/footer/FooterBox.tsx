import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../../shared/chrome/burger';
import { FOOTER_COLLAPSE_BREAKPOINT } from '../../../../shared/chrome/constants';
import {
  type FooterBoxStub,
  isCollapsibleFooterBox,
  isFooterBoxStub,
} from '../../../../shared/chrome/footer';
import { type MarketSwitcherGroups, marketSwitcherGroups } from '../../../../shared/chrome/market-switcher';
import type { FooterBoxBlok, OrganizationBlok, ShopLinkBlok } from '../../../../shared/content/story-types';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { Image } from '../../../ui/image/Image';
import { useKeptHtml } from '../../../ui/kept-html';
import { Link, useRouterLinkClicks } from '../../../ui/Link';

import { ChromeLink } from '../ChromeLink';
import { ChromeRichText, hasText } from '../ChromeRichText';
import { useMediaQuery } from '../hooks/use-media-query';
import { isIconName } from '../icons';
import { MarketLinks, MarketSuggestion } from './MarketSwitcher';
import { useMarketAlternates } from './use-market-alternates';
import './footer.css';

/**
 * One footer box (SPEC 2). Below 720 px link lists and communication tiles collapse behind their
 * heading (a disclosure button with aria-expanded); from 720 px every box is open and the heading
 * is plain. Collapsed is the server state; CSS shows the panels from 720 px before any script runs.
 *
 * A box may come as a stub (shared/chrome/footer.ts hydrationGlobalOf): its panel is the server's
 * HTML, kept as it is; only the heading and the collapse are React's.
 */
export function FooterBox({
  box,
  organization,
}: {
  box: FooterBoxBlok | FooterBoxStub;
  organization?: OrganizationBlok;
}) {
  const shop = useShop();
  // Only the market boxes list markets: the other boxes skip working out the page's alternates.
  const listsMarkets =
    !isFooterBoxStub(box) && (box.boxType === 'international' || box.boxType === 'languages');
  const alternates = useMarketAlternates(listsMarkets);
  if (isFooterBoxStub(box)) {
    return (
      <FooterBoxFrame box={box} collapsible={box.collapsible}>
        {(panelId) => <KeptPanel id={panelId} uid={box._uid} />}
      </FooterBoxFrame>
    );
  }
  const links = (box.links ?? []).filter((l) => l.text?.trim());
  const collapsible = isCollapsibleFooterBox(box.boxType, links.length > 0, hasText(box.text));
  const content = boxContent(box, links, organization, marketSwitcherGroups(shop.market, alternates));
  if (content === null) return null;
  return (
    <FooterBoxFrame box={box} collapsible={collapsible}>
      {(panelId) => (
        <div className="footer-box__panel" id={panelId}>
          {content}
        </div>
      )}
    </FooterBoxFrame>
  );
}

/** A panel whose content is the server's HTML (see useKeptHtml). */
function KeptPanel({ id, uid }: { id: string; uid: string }) {
  const onClick = useRouterLinkClicks();
  const kept = useKeptHtml(`footer-box:${uid}`);
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside, which keep their own keyboard behaviour
  return <div className="footer-box__panel" id={id} onClick={onClick} {...kept} />;
}

/** The box with its heading: a disclosure button where it collapses, plain text otherwise. */
function FooterBoxFrame({
  box,
  collapsible,
  children,
}: {
  box: Pick<FooterBoxBlok, 'boxType' | 'title'>;
  collapsible: boolean;
  children: (panelId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${FOOTER_COLLAPSE_BREAKPOINT}px)`);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const interactive = collapsible && wide !== true;
  const panelId = `${id}-panel`;
  return (
    <section
      className={`footer-box footer-box--${box.boxType}`}
      data-testid="footer-box"
      data-box-type={box.boxType}
      data-collapsible={collapsible ? 'true' : 'false'}
      data-expanded={!collapsible || expanded ? 'true' : 'false'}
    >
      <h2 className="footer-box__title">
        {interactive ? (
          <button
            type="button"
            className="footer-box__toggle"
            data-testid="footer-box-toggle"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded(!expanded)}
          >
            <span>{box.title || t(`chrome.footer.box.${box.boxType}`)}</span>
            <Icon name="chevron-down" size={20} className="footer-box__chevron" />
          </button>
        ) : (
          box.title || t(`chrome.footer.box.${box.boxType}`)
        )}
      </h2>
      {children(panelId)}
    </section>
  );
}

/** The box's content by type; null when it would be empty. */
function boxContent(
  box: FooterBoxBlok,
  links: ShopLinkBlok[],
  organization: OrganizationBlok | undefined,
  markets: MarketSwitcherGroups,
): ReactNode {
  const images = (box.images ?? []).filter((img) => img?.filename);
  const text = hasText(box.text) ? <ChromeRichText doc={box.text} className="footer-box__text" /> : null;
  switch (box.boxType) {
    case 'social-media':
      if (links.length === 0) return text;
      return (
        <>
          {text}
          <ul className="footer-social">
            {links.map((link) => (
              <li key={link._uid}>
                <ChromeLink to={link.link} className="footer-social__link" aria-label={link.text}>
                  <Icon name={isIconName(link.icon?.name) ? link.icon.name : 'globe'} size={24} />
                </ChromeLink>
              </li>
            ))}
          </ul>
        </>
      );
    case 'app-links':
    case 'awards': {
      if (!text && images.length === 0 && links.length === 0) return null;
      const size = box.boxType === 'awards' ? { width: 80, height: 80 } : { width: 135, height: 40 };
      return (
        <>
          {text}
          {images.length > 0 && (
            <ul className={`footer-badges footer-badges--${box.boxType}`}>
              {images.map((img, i) => {
                const picture = (
                  <Image src={img.filename} alt={img.alt ?? ''} width={size.width} height={size.height} />
                );
                const link = links[i];
                // A seal says what it is and links to what it promises (issue 33).
                // The picture is decorative then: the label beside it names the seal.
                if (box.boxType === 'awards') {
                  const seal = <img src={img.filename} alt="" width={56} height={56} loading="lazy" />;
                  return (
                    <li key={img.filename}>
                      {link ? (
                        <ChromeLink to={link.link}>
                          {seal}
                          {link.text || img.alt}
                        </ChromeLink>
                      ) : (
                        <span>
                          {seal}
                          {img.alt}
                        </span>
                      )}
                    </li>
                  );
                }
                return (
                  <li key={img.filename}>
                    {link ? (
                      <ChromeLink to={link.link} aria-label={link.text || img.alt}>
                        {picture}
                      </ChromeLink>
                    ) : (
                      picture
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {links.length > images.length && <LinkList links={links.slice(images.length)} />}
        </>
      );
    }
    case 'customer-service': {
      const tel = organization?.supportPhone ? telHref(organization.supportPhone) : undefined;
      const mail = organization?.supportEmail?.trim();
      if (!text && links.length === 0 && !tel && !mail) return null;
      return (
        <>
          {text}
          {links.length > 0 && <LinkList links={links} />}
          {(tel || mail) && (
            <ul className="footer-contact" data-testid="footer-contact">
              {tel && (
                <li>
                  <Link href={tel} className="footer-contact__tile">
                    <Icon name="phone" size={20} />
                    <span>{organization?.supportPhone}</span>
                  </Link>
                </li>
              )}
              {mail && (
                <li>
                  <Link href={`mailto:${mail}`} className="footer-contact__tile">
                    <Icon name="mail" size={20} />
                    <span>{mail}</span>
                  </Link>
                </li>
              )}
            </ul>
          )}
        </>
      );
    }
    case 'international':
    case 'languages': {
      // The same page in the other markets (SPEC 2); the editor's links only where the shop knows none.
      const kind = box.boxType === 'international' ? 'countries' : 'languages';
      const own = markets[kind].length > 1;
      if (!own && links.length === 0) return text;
      return (
        <>
          {text}
          {own ? <MarketLinks kind={kind} /> : <LinkList links={links} />}
          {/* After the list: its reserved line is no gap between the title and the countries. */}
          {kind === 'countries' && own ? <MarketSuggestion /> : null}
        </>
      );
    }
    default:
      if (!text && links.length === 0) return null;
      return (
        <>
          {text}
          {links.length > 0 && <LinkList links={links} />}
        </>
      );
  }
}

function LinkList({ links }: { links: ShopLinkBlok[] }) {
  return (
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link._uid}>
          <ChromeLink to={link.link} className="footer-links__link">
            {link.text}
          </ChromeLink>
        </li>
      ))}
    </ul>
  );
}
