import { useHydrateAtoms } from 'jotai/utils';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useRouteLoaderData } from 'react-router';
import type { BreadcrumbItem } from '../../../shared/chrome/breadcrumbs';
import type { NewsletterBlok } from '../../../shared/content/story-types';
import { prefixPath } from '../../../shared/routing/prefix-path';
import { ChromeProvider } from '../../features/chrome/context';
import { useConsent } from '../../features/consent/ConsentProvider';
import { useAccountClick } from '../../features/customer/chrome';
import { useWandbilderRows } from '../../features/flags/FlagsProvider';
import { island } from '../../ui/island';
import type { PageChromeData, RootData } from '../root-loader';
import { useShop } from '../shop-context';
import { privacyHrefAtom } from '../shop-state';
import { HydrationMarker } from './HydrationMarker';
import { NavigationProgress } from './NavigationProgress';
import { useScrollBehaviour } from './use-scroll-behaviour';

// The chrome and the dialogs hydrate from chunks of their own, after the entry (see ui/island).
const OrganizationJsonLd = island(
  async () => (await import('../../features/seo/OrganizationJsonLd')).OrganizationJsonLd,
);
const ChromeTop = island(async () => (await import('../../features/chrome/ChromeTop')).ChromeTop);
const ChromeBottom = island(async () => (await import('../../features/chrome/ChromeBottom')).ChromeBottom);
const FlagDebugPanel = island(
  async () => (await import('../../features/flags/FlagDebugPanel')).FlagDebugPanel,
);
const NewsletterForm = island(
  async () => (await import('../../features/newsletter/NewsletterForm')).NewsletterForm,
);
const ShopDialogs = island(
  async () => (await import('../../features/product-dialogs/ShopDialogs')).ShopDialogs,
);

const WishlistHeaderLink = island(
  async () => (await import('../../features/customer/WishlistHeaderLink')).WishlistHeaderLink,
);

const newsletterSlot = (blok: NewsletterBlok) => <NewsletterForm blok={blok} />;
/** One element for every render, so the chrome's context does not change with it. */
const wishlistHeaderItem = <WishlistHeaderLink />;

/** The chrome's experiments, answered from the page's flag state. */
function useChromeFlags(flag: string) {
  const rows = useWandbilderRows();
  return flag === 'posters_wandbilder_flyout_two_rows' && rows === 2 ? 'on' : 'control';
}

/** The breadcrumbs of the deepest page that has any (content pages compute theirs in the loader). */
function useBreadcrumbs(): BreadcrumbItem[] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { breadcrumbs?: BreadcrumbItem[] } | null | undefined;
    if (data?.breadcrumbs) return data.breadcrumbs;
  }
  return undefined;
}

/** SPEC 2 shared layout: chrome on top, the page, chrome below. */
export function Layout() {
  const { t } = useTranslation();
  const shop = useShop();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const global = root?.global ?? null;
  const privacyPath = root?.privacyPath;
  useHydrateAtoms(new Map([[privacyHrefAtom, privacyPath ? prefixPath(privacyPath, shop.basename) : null]]));
  const breadcrumbs = useBreadcrumbs();
  const page = useRouteLoaderData('page') as PageChromeData | undefined;
  useScrollBehaviour();
  const account = useAccountClick();
  const consent = useConsent();
  return (
    <ChromeProvider
      useTreatment={useChromeFlags}
      dismissals={shop.dismissals}
      now={shop.requestTime}
      customer={account.customer}
      onAccountClick={account.onAccountClick}
      onWhitelabelToggle={account.onWhitelabelToggle}
      headerExtra={root?.wishlistAvailable ? wishlistHeaderItem : undefined}
    >
      <HydrationMarker />
      <OrganizationJsonLd />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <ChromeTop
        global={global}
        breadcrumbs={breadcrumbs}
        subNavigation={page?.subNavigation ?? null}
        debugPanel={shop.debug ? <FlagDebugPanel /> : undefined}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ChromeBottom
        global={global}
        newsletter={newsletterSlot}
        reviews={root?.reviews ?? null}
        // The chat's script is a third party's: only with consent, else the contact link.
        chatKey={consent.status === 'granted' ? shop.integrations.chatKey : null}
      />
      <ShopDialogs />
    </ChromeProvider>
  );
}
