/** The global story of a brand: logo, header, navigation with flyouts, burger menu, footer. */
import type {
  ActionBarBlok,
  BurgerNavigationBlok,
  FlyoutGroupBlok,
  FlyoutItemBlok,
  FooterBlok,
  FooterBoxBlok,
  GlobalContent,
  HeaderItemBlok,
  MultiLink,
  NavigationItemBlok,
  NavigationType,
  NewsletterBlok,
  OrganizationBlok,
} from '../../../shared/content/story-types';
import type { CountryKey } from '../copy/types';
import type { Ctx } from '../lib/context';
import { BRAND_NAMES } from '../lib/types';

export const SUPPORT_PHONE = '+49 221 123 456 70';

export interface FlyoutItemSpec {
  title: string;
  link: MultiLink;
  /** A tile or swatch image path. */
  image?: string;
  isHeadlineItem?: boolean;
  subFlyoutGroups?: FlyoutGroupBlok[];
}

export function flyoutGroup(
  c: Ctx,
  identifier: string,
  title: string,
  items: FlyoutItemSpec[],
): FlyoutGroupBlok {
  return c.blok<FlyoutGroupBlok>('FlyoutGroup', {
    flyoutGroupIdentifier: identifier,
    flyoutGroupTitle: title,
    flyoutGroupItems: items.map((item) =>
      c.blok<FlyoutItemBlok>('FlyoutItem', {
        storyblokTitle: item.title,
        link: item.link,
        ...(item.image ? { asset: c.asset(item.image, item.title) } : {}),
        ...(item.isHeadlineItem ? { isHeadlineItem: true } : {}),
        ...(item.subFlyoutGroups ? { subFlyoutGroups: item.subFlyoutGroups } : {}),
      }),
    ),
    flyoutGroupItemsCustom: [],
  });
}

export interface NavSpec {
  text: string;
  slug: string;
  navigationType?: NavigationType;
  flyoutGroups?: (c: Ctx) => FlyoutGroupBlok[];
  subItems?: readonly { text: string; slug: string }[];
  isOnlyInBurgerNavigation?: boolean;
}

export function navItem(c: Ctx, spec: NavSpec): NavigationItemBlok {
  const uid = c.uid();
  const flyoutGroups = spec.flyoutGroups ? spec.flyoutGroups(c) : [];
  const subItems = (spec.subItems ?? []).map((sub) => navItem(c, { text: sub.text, slug: sub.slug }));
  return {
    _uid: uid,
    component: 'NavigationItem',
    text: spec.text,
    url: c.pathOf(spec.slug),
    navigationType: spec.navigationType ?? '',
    flyoutGroups,
    subItems,
    ...(spec.isOnlyInBurgerNavigation ? { isOnlyInBurgerNavigation: true } : {}),
  };
}

export interface GlobalSpec {
  nav: NavSpec[];
  actionBar: { id: string; link: MultiLink; backgroundColor: string };
  /** Countries the brand sells in (SPEC 1, config/channels.json). */
  countries: readonly CountryKey[];
  apps: boolean;
  /** Extra links of the burger menu. */
  burgerExtra: (c: Ctx) => readonly { text: string; slug: string; icon?: string }[];
}

export function globalStory(c: Ctx, spec: GlobalSpec): GlobalContent {
  const g = c.d.global;
  const brand = c.d.global[c.brand];
  const name = BRAND_NAMES[c.brand];
  const domain = `${name.toLowerCase()}.example`;
  const help = c.d.help(name);
  const legal = c.d.legal;
  const uid = c.uid();
  const header = (type: HeaderItemBlok['type'], text: string, link: MultiLink, icon: string) =>
    c.blok<HeaderItemBlok>('HeaderItem', { type, text, link, icon: { name: icon } });
  const headerItems = [
    header('service', g.header.service, c.link('hilfe'), 'service'),
    header('magazine', g.header.magazine, c.link('magazin'), 'magazine'),
    header('account', g.header.account, c.url('/kundenkonto'), 'account'),
    header('cart', g.header.cart, c.url('/warenkorb'), 'cart'),
  ];
  const navigationItems = spec.nav.map((item) => navItem(c, item));
  const burgerNavigation = [
    c.blok<BurgerNavigationBlok>('BurgerNavigation', {
      extraMenu: spec.burgerExtra(c).map((item) => c.shopLink(item.text, c.link(item.slug), item.icon)),
      serviceHotline: SUPPORT_PHONE,
      serviceText: brand.serviceText,
      footer: [
        c.shopLink(help.name, c.link('hilfe')),
        c.shopLink(g.footer.contact, c.link('hilfe', 'kontakt')),
      ],
    }),
  ];
  const actionBar = [
    c.blok<ActionBarBlok>('ActionBar', {
      id: spec.actionBar.id,
      text: brand.actionBar,
      color: '#ffffff',
      backgroundColor: spec.actionBar.backgroundColor,
      link: spec.actionBar.link,
    }),
  ];
  const box = (boxType: FooterBoxBlok['boxType'], title: string, rest: Partial<FooterBoxBlok> = {}) =>
    c.blok<FooterBoxBlok>('FooterBox', { boxType, title, links: [], ...rest });
  const boxes: FooterBoxBlok[] = [
    box('about', g.footer.about, { text: c.rich(brand.about) }),
    box('customer-service', g.footer.service, {
      links: [
        c.shopLink(help.name, c.link('hilfe')),
        c.shopLink(g.footer.shipping, c.link('hilfe', 'versand')),
        c.shopLink(g.footer.withdrawal, c.link('hilfe', 'widerruf')),
        c.shopLink(g.footer.contact, c.link('hilfe', 'kontakt')),
      ],
    }),
  ];
  if (spec.apps) {
    boxes.push(
      box('app-links', g.footer.apps, {
        text: c.rich(g.footer.appsText),
        links: [
          c.shopLink(g.footer.appStoreAlt, c.url('https://apps.apple.com/')),
          c.shopLink(g.footer.googlePlayAlt, c.url('https://play.google.com/store/apps')),
        ],
        images: [
          c.asset(`/assets/badges/app-store-${c.lang}.svg`, g.footer.appStoreAlt),
          c.asset(`/assets/badges/google-play-${c.lang}.svg`, g.footer.googlePlayAlt),
        ],
      }),
    );
  }
  boxes.push(
    // Each seal says what it is (its alt text is shown) and links to what it promises (issue 33).
    box('awards', g.footer.awards, {
      images: ['satisfaction', 'secure-payment', 'printed-in-germany'].map((seal, i) =>
        c.asset(`/assets/badges/seal-${seal}.svg`, g.footer.awardAlts[i] ?? seal),
      ),
      links: g.footer.awardAlts.map((alt) => c.shopLink(alt, c.link('hilfe', 'zusagen'))),
    }),
    box('social-media', g.footer.social, {
      links: [
        c.shopLink('Instagram', c.url('https://www.instagram.com/'), 'instagram'),
        c.shopLink('Pinterest', c.url('https://www.pinterest.com/'), 'pinterest'),
        c.shopLink('Facebook', c.url('https://www.facebook.com/'), 'facebook'),
      ],
    }),
    box('international', g.footer.international, {
      links: spec.countries.map((country) =>
        c.shopLink(g.countries[country], c.url(`https://${country}.${domain}/`), `flag-${country}`),
      ),
    }),
    // The shop fills in the language versions of the current page (translated_slugs).
    box('languages', g.footer.languages),
  );
  const footer = [
    c.blok<FooterBlok>('Footer', {
      boxes,
      newsletter: [
        c.blok<NewsletterBlok>('Newsletter', {
          title: g.footer.newsletterTitle,
          text: brand.newsletterText,
          buttonText: g.footer.newsletterButton,
          privacyNote: g.footer.newsletterPrivacy,
        }),
      ],
      seoText: c.rich(brand.seoText),
      legalLinks: [
        c.shopLink(legal.imprint(name).name, c.link('impressum')),
        c.shopLink(legal.privacy(name).name, c.link('datenschutz')),
        c.shopLink(legal.terms(name).name, c.link('agb')),
      ],
      copyright: g.footer.copyright,
    }),
  ];
  const organization = [
    c.blok<OrganizationBlok>('Organization', {
      name,
      foundingYear: 2011,
      streetAddress: 'Musterstraße 12',
      postalCode: '50667',
      addressLocality: 'Köln',
      addressCountry: 'DE',
      supportEmail: `service@${domain}`,
      supportPhone: SUPPORT_PHONE,
    }),
  ];
  return {
    _uid: uid,
    component: 'Global',
    logo: c.asset(`/assets/logo/${name.toLowerCase()}.svg`, brand.logoAlt),
    headerItems,
    navigationItems,
    burgerNavigation,
    actionBar,
    footer,
    organization,
  };
}
