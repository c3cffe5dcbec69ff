import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { IconSprite } from '../../ui/icons/IconSprite';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydrationMarker } from './HydrationMarker';
import { NavigationProgress } from './NavigationProgress';
import { useScrollBehaviour } from './use-scroll-behaviour';

export function Layout() {
  const { t } = useTranslation();
  useScrollBehaviour();
  return (
    <>
      <HydrationMarker />
      <IconSprite />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
