import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { desktopBridge, useCanGoBack } from '../../../app/desktop-bridge';
import { Icon } from '../../../ui/icons/Icon';

/**
 * Platform d shows a back link instead of the shop navigation (SPEC 2 header). Inside the desktop
 * app it goes back through the app's own history (the preload bridge) and is disabled when there
 * is none; in a browser at /d, the router's history.
 */
export function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const goBack = () => {
    const bridge = desktopBridge();
    if (bridge) void bridge.goBack();
    else navigate(-1);
  };
  return (
    <button
      type="button"
      className="chrome-back-link back-link"
      onClick={goBack}
      disabled={!canGoBack}
      data-testid="back-link"
    >
      <Icon name="back" size={20} />
      <span>{t('chrome.header.back')}</span>
    </button>
  );
}
