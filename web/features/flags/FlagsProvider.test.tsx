import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FlagsBootstrap, flagsOfChannel, silentFlagLogger, type Treatment } from '../../../shared/flags';
import { createI18n } from '../../i18n/create-i18n';
import messages from '../../i18n/locales/en-GB.json';
import { ConsentProvider } from '../consent/ConsentProvider';
import { ABContent } from './ABContent';
import { FlagDebugPanel } from './FlagDebugPanel';
import {
  FlagsProvider,
  useCalculatorVariants,
  useExperiment,
  useTreatment,
  useWandbilderRows,
} from './FlagsProvider';

const bootstrap = (treatments: Record<string, Treatment>, overrides: FlagsBootstrap['overrides'] = {}) =>
  ({
    splitKey: '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11',
    channel: 'posters',
    treatments,
    overrides,
    reason: 'evaluated',
    sdk: { authorizationKey: 'localhost' },
  }) satisfies FlagsBootstrap;

function render(flags: FlagsBootstrap, children: ReactNode, location = '/') {
  const i18n = createI18n('en-GB', messages, () => {});
  return renderToStaticMarkup(
    <StaticRouter location={location}>
      <I18nextProvider i18n={i18n}>
        <ConsentProvider initial="granted" consentScript={null} isBot={false}>
          <FlagsProvider bootstrap={flags} basename="/" isBot={false} log={silentFlagLogger} storage={null}>
            {children}
          </FlagsProvider>
        </ConsentProvider>
      </I18nextProvider>
    </StaticRouter>,
  );
}

function Show({ flag }: { flag: string }) {
  return <span>{useTreatment(flag)}</span>;
}

function Experiments() {
  const rows = useWandbilderRows();
  const variants = useCalculatorVariants(['calculator-nudging']);
  const posterdruck = useExperiment('posterdruck');
  return <span>{`${rows}|${variants.nudging}|${variants.redesign}|${posterdruck}`}</span>;
}

describe('FlagsProvider (server render = hydration render)', () => {
  it('renders the server’s treatments, overrides on top, control for unknown flags', () => {
    const html = render(
      bootstrap(
        { 'poster-brand_ab_content': 'on', 'poster-brand_posterdruck': 'off' },
        { 'poster-brand_posterdruck': 'on' },
      ),
      <>
        <Show flag="poster-brand_ab_content" />
        <Show flag="poster-brand_posterdruck" />
        <Show flag="poster-brand_wandbilder_flyout" />
        <Show flag="card-brand_ab_content" />
      </>,
    );
    expect(html).toBe('<span>on</span><span>on</span><span>control</span><span>control</span>');
  });

  it('drives the surfaces: wandbilder rows, calculator variants (with tags), experiments by brand', () => {
    expect(
      render(
        bootstrap({
          'poster-brand_wandbilder_flyout': 'on',
          'poster-brand_calculator_nudging': 'on',
          'poster-brand_calculator_redesign': 'on',
          'poster-brand_posterdruck': 'off',
        }),
        <Experiments />,
      ),
    ).toBe('<span>2|true|false|off</span>');
    expect(render(bootstrap({}), <Experiments />)).toBe('<span>1|false|false|control</span>');
  });

  it('ABContent shows "on" only for on; off and control show the default', () => {
    const block = <ABContent on={<b>new</b>} off={<i>old</i>} />;
    expect(render(bootstrap({ 'poster-brand_ab_content': 'on' }), block)).toBe('<b>new</b>');
    expect(render(bootstrap({ 'poster-brand_ab_content': 'off' }), block)).toBe('<i>old</i>');
    expect(render(bootstrap({}), block)).toBe('<i>old</i>');
    const byFlag = <ABContent flag="poster-brand_posterdruck" on="A" off="B" />;
    expect(render(bootstrap({ 'poster-brand_posterdruck': 'on' }), byFlag)).toBe('A');
  });

  it('debug panel lists every flag of the brand with on/off links using the query override', () => {
    const html = render(
      bootstrap({ 'poster-brand_ab_content': 'on' }, { 'poster-brand_posterdruck': 'off' }),
      <FlagDebugPanel />,
      '/?splitDebug=1',
    );
    expect(html).toContain('aria-labelledby="flag-debug-title"');
    expect(html).toContain('Feature flags (debug)');
    for (const flag of flagsOfChannel('posters')) expect(html).toContain(`data-flag="${flag}"`);
    expect(html).toContain('data-flag="poster-brand_ab_content" data-treatment="on"');
    expect(html).toContain('href="?splitDebug=1&amp;poster-brand_ab_content=off"');
    expect(html).toContain('href="?splitDebug=1&amp;poster-brand_ab_content=on"');
    expect(html).toContain('data-flag="poster-brand_posterdruck" data-treatment="off"');
    expect(html).toContain('query override');
    expect(html).toContain('aria-label="Turn poster-brand_ab_content on"');
    // An overridden flag offers a reset link that removes the override.
    expect(html).toContain(
      'href="?splitDebug=1" aria-label="Remove the override of poster-brand_posterdruck"',
    );
  });

  it('needs a provider', () => {
    expect(() => renderToStaticMarkup(<Show flag="x" />)).toThrow(/FlagsProvider/);
  });
});
