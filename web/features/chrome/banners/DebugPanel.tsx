import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../app/shop-context';
import './banners.css';

/**
 * SPEC 2 debug panel, shown only with the splitDebug or _debug query flag (useShop().debug). The
 * flags feature passes its own panel as children; without one it shows the request facts.
 */
export function DebugPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const shop = useShop();
  if (!shop.debug) return null;
  return (
    <aside className="debug-panel" data-testid="debug-panel" aria-label={t('chrome.debug.label')}>
      {children ?? (
        <dl className="debug-panel__facts">
          {(
            [
              ['market', shop.market],
              ['bundle', shop.bundle],
              ['channel', shop.channel],
              ['platform', shop.platform],
              ['device', shop.deviceClass],
              ['bot', String(shop.isBot)],
              ['preview', String(shop.preview)],
            ] as const
          ).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
