import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useRouteLoaderData } from 'react-router';
import type { BreadcrumbItem } from '../../../shared/chrome/breadcrumbs';
import { ChromeBottom, ChromeProvider, ChromeTop } from '../../features/chrome';
import { customerDialogComponents, useAccountClick } from '../../features/customer';
import { DialogHost } from '../../features/dialogs';
import { FlagDebugPanel, useWandbilderRows } from '../../features/flags';
import { NewsletterForm } from '../../features/newsletter';
import { OrganizationJsonLd } from '../../features/seo/OrganizationJsonLd';
import { IconSprite } from '../../ui/icons/IconSprite';
import type { RootData } from '../root-loader';
import { useShop } from '../shop-context';
import { HydrationMarker } from './HydrationMarker';
import { NavigationProgress } from './NavigationProgress';
import { useScrollBehaviour } from './use-scroll-behaviour';

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
  const breadcrumbs = useBreadcrumbs();
  useScrollBehaviour();
  const account = useAccountClick();
  return (
    <ChromeProvider
      useTreatment={useChromeFlags}
      dismissals={shop.dismissals}
      now={shop.requestTime}
      customer={account.customer}
      onAccountClick={account.onAccountClick}
      onWhitelabelToggle={account.onWhitelabelToggle}
    >
      <HydrationMarker />
      <OrganizationJsonLd />
      <IconSprite />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <ChromeTop
        global={global}
        breadcrumbs={breadcrumbs}
        debugPanel={shop.debug ? <FlagDebugPanel /> : undefined}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ChromeBottom global={global} newsletter={(blok) => <NewsletterForm blok={blok} />} />
      <DialogHost components={customerDialogComponents} />
    </ChromeProvider>
  );
}
