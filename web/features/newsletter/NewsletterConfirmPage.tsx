import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../app/shop-context';
import { callApi } from '../customer/api';
import { takeUrlToken } from '../customer/CustomerProvider';
import { clientLog } from '../tracking/logger';
import './newsletter.css';
import { PageMeta } from '../../app/pages/PageMeta';

type Step =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'ask'; action: 'confirm' | 'unsubscribe'; token: string }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The page the opt-in mail links to (/kundenkonto/newsletter?token=… or ?unsubscribe=…). The
 * shopper confirms with a button: mail scanners that open links must not subscribe anyone.
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const [step, setStep] = useState<Step>({ kind: 'loading' });

  useEffect(() => {
    const confirm = takeUrlToken('token');
    const unsubscribe = takeUrlToken('unsubscribe');
    if (confirm) setStep({ kind: 'ask', action: 'confirm', token: confirm });
    else if (unsubscribe) setStep({ kind: 'ask', action: 'unsubscribe', token: unsubscribe });
    else setStep({ kind: 'none' });
  }, []);

  const run = async (action: 'confirm' | 'unsubscribe', token: string) => {
    setStep({ kind: 'busy' });
    const path = action === 'confirm' ? '/web-api/newsletter-confirm' : '/web-api/newsletter-unsubscribe';
    const result = await callApi<{ message: string }>(
      { channel: shop.channel, market: shop.market },
      'POST',
      path,
      { token },
    );
    if (result.ok) setStep({ kind: 'done', message: result.data.message });
    else {
      if (result.status !== 400) clientLog.error('newsletter confirmation failed', { status: result.status });
      setStep({
        kind: 'failed',
        message: result.fields.token || result.message || t('newsletter.errors.server'),
      });
    }
  };

  return (
    <div className="newsletter-confirm" data-testid="newsletter-confirm">
      <PageMeta
        title={t('newsletter.confirm.title')}
        description={t('meta.descriptions.newsletter')}
        noindex
      />
      <h1>{t('newsletter.confirm.title')}</h1>
      {step.kind === 'loading' || step.kind === 'busy' ? (
        <p aria-busy="true">{t('newsletter.sending')}</p>
      ) : null}
      {step.kind === 'none' && <p>{t('newsletter.confirm.noToken')}</p>}
      {step.kind === 'ask' && (
        <>
          <p>
            {step.action === 'confirm'
              ? t('newsletter.confirm.confirmText')
              : t('newsletter.confirm.unsubscribeText')}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void run(step.action, step.token)}
          >
            {step.action === 'confirm'
              ? t('newsletter.confirm.confirm')
              : t('newsletter.confirm.unsubscribe')}
          </button>
        </>
      )}
      {step.kind === 'done' && <p role="status">{step.message}</p>}
      {step.kind === 'failed' && <p role="alert">{step.message}</p>}
    </div>
  );
}
