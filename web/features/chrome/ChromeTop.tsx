import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { BreadcrumbItem } from '../../../shared/chrome/breadcrumbs';
import type { ReviewBlock } from '../../../shared/chrome/footer';
import type { SubNavigation as SubNavigationData } from '../../../shared/chrome/sub-navigation';
import type { GlobalContent } from '../../../shared/content/story-types';
import { useShop } from '../../app/shop-context';
// Through the JSON-LD module, which this island shares already (breadcrumbs): no chunk of its own.
import { reviewSummary } from '../seo/structured-data';
import { ActionBar } from './banners/ActionBar';
import { DebugPanel } from './banners/DebugPanel';
import { Smartbanner, type SmartbannerConfig } from './banners/Smartbanner';
import { TopBar } from './banners/TopBar';
import { WhitelabelBar } from './banners/WhitelabelBar';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { BurgerNavigation } from './burger/BurgerNavigation';
import { Header } from './header/Header';
import { SubNavigation } from './sub-navigation/SubNavigation';

export interface ChromeTopProps {
  /** The global story of the channel and language; null renders a minimal header. */
  global: GlobalContent | null;
  /** The page's breadcrumb items (without home); none on the home page. */
  breadcrumbs?: BreadcrumbItem[];
  /** The flags feature's debug panel; shown only with splitDebug or _debug. */
  debugPanel?: ReactNode;
  /** A page's own sub-navigation; null hides it; undefined derives it from the navigation and path. */
  subNavigation?: SubNavigationData | null;
  /** App promotion settings; null turns the smartbanner off; undefined uses the brand's default. */
  smartbanner?: SmartbannerConfig | null;
  /** Dismissal period in days for the action bar (the smartbanner has its own in its settings). */
  dismissalPeriodDays?: number;
  /**
   * The shop's reviews: the smartbanner shows their summary (the footer's numbers); by default
   * the root route's, which the footer shows too.
   */
  reviews?: ReviewBlock | null;
}

/**
 * Everything above <main> in SPEC 2 order: debug panel, top bar, whitelabel bar (web), smartbanner
 * (web, phones and tablets), action bar, header with main navigation (web) or back link (platform d),
 * burger navigation (web), sub-navigation, breadcrumbs.
 */
export function ChromeTop({
  global,
  breadcrumbs,
  debugPanel,
  subNavigation,
  smartbanner,
  dismissalPeriodDays,
  reviews,
}: ChromeTopProps) {
  const { platform } = useShop();
  // Read here, not passed by the layout: the layout is in the entry, this island is not.
  const root = useRouteLoaderData('root') as { reviews?: ReviewBlock | null } | undefined;
  return (
    <>
      <DebugPanel>{debugPanel}</DebugPanel>
      <TopBar global={global} />
      <WhitelabelBar />
      <Smartbanner
        config={smartbanner}
        reviews={reviewSummary(reviews === undefined ? root?.reviews : reviews)}
      />
      <ActionBar
        bar={global?.actionBar?.[0]}
        {...(dismissalPeriodDays ? { periodDays: dismissalPeriodDays } : {})}
      />
      <Header global={global} />
      {platform === 'w' && (
        <BurgerNavigation items={global?.navigationItems} burger={global?.burgerNavigation?.[0]} />
      )}
      <SubNavigation
        items={global?.navigationItems}
        {...(subNavigation !== undefined ? { override: subNavigation } : {})}
      />
      <Breadcrumbs items={breadcrumbs} />
    </>
  );
}
