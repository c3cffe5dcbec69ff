import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLAG_ERRORS, type FlagsBootstrap, type ImpressionLike } from '../../../shared/flags';
import { type BrowserFlagClient, startBrowserSdk } from './browser-sdk';

const KEY = '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11';
const bootstrap: FlagsBootstrap = {
  splitKey: KEY,
  channel: 'cards',
  treatments: {
    'card-brand_posterdruck': 'on',
    'card-brand_ab_content': 'off',
    'card-brand_wandbilder_flyout': 'control',
  },
  overrides: {},
  reason: 'evaluated',
  sdk: { authorizationKey: 'localhost' },
};

const logger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const clients: BrowserFlagClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.destroy()));
});

async function start(overrides: Partial<Parameters<typeof startBrowserSdk>[0]> = {}) {
  const impressions: ImpressionLike[] = [];
  const log = logger();
  const client = await startBrowserSdk({
    bootstrap,
    consent: 'granted',
    log,
    logLevel: 'NONE',
    onImpression: (i) => impressions.push(i),
    ...overrides,
  });
  if (client) clients.push(client);
  return { client, impressions, log };
}

describe('browser SDK (the real @splitsoftware/splitio/client, localhost mode)', () => {
  it('loads lazily, becomes ready and agrees with the server’s treatments for the same key', async () => {
    const { client, impressions } = await start();
    expect(client).not.toBeNull();
    expect(await client?.whenReady()).toBe('ready');
    expect(client?.evaluate('card-brand_posterdruck')).toBe('on');
    expect(client?.evaluate('card-brand_ab_content')).toBe('off');
    expect(client?.evaluate('card-brand_wandbilder_flyout')).toBe('control');
    // A flag the SDK does not know gives control and no impression.
    await vi.waitFor(() => expect(impressions).toHaveLength(2));
    expect(impressions[0]).toMatchObject({
      feature: 'card-brand_posterdruck',
      keyName: KEY,
      treatment: 'on',
    });
  });

  it('tracks valid events and refuses invalid ones', async () => {
    const { client, log } = await start();
    await client?.whenReady();
    expect(client?.track('add_to_cart', 3, { sku: 'x' })).toBe(true);
    expect(client?.track('bad type!')).toBe(false);
    expect(client?.track('ok', Number.POSITIVE_INFINITY)).toBe(false);
    expect(client?.track('ok', 1, [] as never)).toBe(false);
    expect(log.error.mock.calls.filter(([m]) => m === FLAG_ERRORS.invalidEvent)).toHaveLength(3);
  });

  it('stops impressions once consent is declined', async () => {
    const { client, impressions } = await start();
    await client?.whenReady();
    client?.setConsent('declined');
    client?.evaluate('card-brand_posterdruck');
    await new Promise((r) => setTimeout(r, 20));
    expect(impressions).toEqual([]);
  });

  it('starts nothing without SDK settings or without a key', async () => {
    expect((await start({ bootstrap: { ...bootstrap, sdk: null } })).client).toBeNull();
    const noKey = await start({ bootstrap: { ...bootstrap, splitKey: null } });
    expect(noKey.client).toBeNull();
    expect(noKey.log.error).toHaveBeenCalledWith(FLAG_ERRORS.emptyKey, { where: 'browser' });
  });

  it('logs init failed when the chunk cannot load', async () => {
    const { client, log } = await start({ load: () => Promise.reject(new Error('chunk failed')) });
    expect(client).toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      FLAG_ERRORS.initFailed,
      expect.objectContaining({ where: 'browser' }),
    );
  });

  it('answers off after destroy', async () => {
    const { client, log } = await start();
    await client?.whenReady();
    await client?.destroy();
    expect(client?.status()).toBe('destroyed');
    expect(client?.evaluate('card-brand_posterdruck')).toBe('off');
    expect(client?.track('e')).toBe(false);
    expect(log.error).toHaveBeenCalledWith(FLAG_ERRORS.clientEmpty, { where: 'browser' });
  });
});
