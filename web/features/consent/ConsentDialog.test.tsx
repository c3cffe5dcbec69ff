import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ConsentStatus } from '../../../shared/tracking';
import { createI18n } from '../../i18n/create-i18n';
import de from '../../i18n/locales/de-DE.json';
import en from '../../i18n/locales/en-GB.json';
import { ConsentDialog } from './ConsentDialog';
import { ConsentProvider, useConsent } from './ConsentProvider';

function render(
  initial: ConsentStatus,
  options: { consentScript?: string | null; isBot?: boolean; bundle?: 'en-GB' | 'de-DE' } = {},
) {
  const bundle = options.bundle ?? 'en-GB';
  const i18n = createI18n(bundle, bundle === 'en-GB' ? en : de, () => {});
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ConsentProvider
        initial={initial}
        consentScript={options.consentScript ?? null}
        isBot={options.isBot ?? false}
      >
        <ConsentDialog />
      </ConsentProvider>
    </I18nextProvider>,
  );
}

describe('ConsentDialog (server render)', () => {
  it('is a labelled, described modal dialog with Accept and Decline while consent is unknown', () => {
    const html = render('unknown');
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain('tabindex="-1"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}" class="consent-dialog__title">Your privacy</h2>`);
    expect(html).toContain(`<p id="${describedBy}" class="consent-dialog__text">`);
    const buttons = [...html.matchAll(/<button type="button"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['Decline', 'Accept']);
    expect(render('unknown', { bundle: 'de-DE' })).toContain('>Akzeptieren</button>');
  });

  it('is not there once a choice was made, for bots, or when a consent script asks', () => {
    expect(render('granted')).toBe('');
    expect(render('declined')).toBe('');
    expect(render('unknown', { isBot: true })).toBe('');
    expect(render('unknown', { consentScript: 'https://cmp.example/a.js' })).toBe('');
  });
});

function Show() {
  const { status, mode } = useConsent();
  return <>{`${status}/${mode}`}</>;
}

describe('useConsent', () => {
  it('gives the status and who asks', () => {
    const html = (initial: ConsentStatus, consentScript: string | null, isBot: boolean) =>
      renderToStaticMarkup(
        <ConsentProvider initial={initial} consentScript={consentScript} isBot={isBot}>
          <Show />
        </ConsentProvider>,
      );
    expect(html('granted', null, false)).toBe('granted/dialog');
    expect(html('unknown', '/cmp.js', false)).toBe('unknown/script');
    expect(html('unknown', null, true)).toBe('unknown/none');
    expect(renderToStaticMarkup(<Show />)).toBe('unknown/none');
  });
});
