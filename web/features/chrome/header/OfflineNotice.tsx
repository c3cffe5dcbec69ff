import { useTranslation } from 'react-i18next';
import { useDesktopOffline } from '../../../app/desktop-bridge';

/**
 * Inside the desktop app, when the shop could not be reached: the page is the saved copy, shown as
 * last seen, and the designers and the basket need a connection (issue 36 item 8).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useDesktopOffline();
  if (!offline) return null;
  return (
    <p className="chrome-offline-notice" role="status" data-testid="desktop-offline">
      {t('chrome.header.offline')}
    </p>
  );
}
