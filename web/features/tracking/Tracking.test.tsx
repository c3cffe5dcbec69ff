import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveTracking } from '../../../shared/tracking';
import { ConsentProvider } from '../consent/ConsentProvider';
import { Tracking } from './Tracking';

describe('Tracking', () => {
  it('renders nothing on the server (it acts only in the browser, after consent)', () => {
    const bootstrap = resolveTracking({
      consent: 'granted',
      search: '',
      channel: 'cards',
      market: 'de-DE',
      platform: 'w',
      isBot: false,
      path: '/',
      uniqueIdentifier: 'home',
      tagManagerId: 'GTM-ABC1',
    });
    expect(
      renderToStaticMarkup(
        <ConsentProvider initial="granted" consentScript={null} isBot={false}>
          <Tracking bootstrap={bootstrap} isBot={false} />
        </ConsentProvider>,
      ),
    ).toBe('');
  });
});
