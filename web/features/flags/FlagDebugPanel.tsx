import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { overrideSearch } from '../../../shared/flags';
import { useConsent } from '../consent/ConsentProvider';
import { useFlagSnapshot } from './FlagsProvider';
import './flags.css';

/**
 * SPEC 2: the debug panel (query splitDebug or _debug) lists the page's flags with their
 * treatments, where each came from and whether the page used it, and lets QA flip a flag on or
 * off (or back) by the `?<flag>=on|off` query override. The links reload the page, so the server
 * renders the overridden treatment too. Render it only when ShopRequestInfo.debug is true.
 */
export function FlagDebugPanel() {
  const { t } = useTranslation();
  const snapshot = useFlagSnapshot();
  const { search } = useLocation();
  const { status: consent } = useConsent();
  const used = new Set(snapshot.state.features.map((f) => f.feature));
  const flags = Object.keys(snapshot.treatments);

  return (
    <section className="flag-debug" aria-labelledby="flag-debug-title">
      <h2 id="flag-debug-title" className="flag-debug__title">
        {t('flags.debugTitle')}
      </h2>
      <dl className="flag-debug__facts">
        <dt>{t('flags.userKey')}</dt>
        <dd>
          <code>{snapshot.monitoring.splitKey ?? '–'}</code>
        </dd>
        <dt>{t('flags.sdkStatus')}</dt>
        <dd>{snapshot.sdk}</dd>
        <dt>{t('flags.consent')}</dt>
        <dd>{consent}</dd>
        <dt>{t('flags.story')}</dt>
        <dd>{snapshot.state.story ?? '–'}</dd>
      </dl>
      <table className="flag-debug__table">
        <thead>
          <tr>
            <th scope="col">{t('flags.flag')}</th>
            <th scope="col">{t('flags.treatment')}</th>
            <th scope="col">{t('flags.source')}</th>
            <th scope="col">{t('flags.used')}</th>
            <th scope="col">{t('flags.override')}</th>
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => {
            const treatment = snapshot.treatments[flag];
            const source = snapshot.sources[flag];
            const overridden = snapshot.overrides[flag];
            return (
              <tr key={flag} data-flag={flag} data-treatment={treatment}>
                <th scope="row">
                  <code>{flag}</code>
                </th>
                <td>{treatment}</td>
                <td>{source ? t(`flags.sources.${source}`) : ''}</td>
                <td>{used.has(flag) ? t('flags.yes') : t('flags.no')}</td>
                <td className="flag-debug__links">
                  <a
                    href={overrideSearch(search, flag, 'on')}
                    aria-current={overridden === 'on' ? 'true' : undefined}
                    aria-label={t('flags.turnOnLabel', { flag })}
                  >
                    {t('flags.turnOn')}
                  </a>
                  <a
                    href={overrideSearch(search, flag, 'off')}
                    aria-current={overridden === 'off' ? 'true' : undefined}
                    aria-label={t('flags.turnOffLabel', { flag })}
                  >
                    {t('flags.turnOff')}
                  </a>
                  {overridden ? (
                    <a href={overrideSearch(search, flag, null)} aria-label={t('flags.resetLabel', { flag })}>
                      {t('flags.reset')}
                    </a>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
