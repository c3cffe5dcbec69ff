import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsOfChannel, type RenderedRoute, silentFlagLogger } from '../../shared/flags';
import { parseCookies } from '../../shared/http/cookies';
import { CONSENT_COOKIE, consentFromCookies } from '../../shared/tracking';
import { createFlagService, type FlagService } from './flag-service';
import { type RequestFlagsInput, resolveRequestFlags } from './request-flags';
import { USER_KEY_COOKIE } from './user-key';

const KEY = '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11';
const QA_ON = '00000000-0000-4000-8000-000000000001';
const granted = `${CONSENT_COOKIE}=granted`;

let dir: string;
let service: FlagService;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'request-flags-'));
  const file = join(dir, 'flags.yml');
  writeFileSync(
    file,
    flagsOfChannel('posters')
      .map(
        (flag) =>
          `- ${flag}:\n    treatment: "off"\n- ${flag}:\n    treatment: "on"\n    keys: ["${QA_ON}"]\n`,
      )
      .join(''),
  );
  service = createFlagService({ featuresFile: file, log: silentFlagLogger });
  await service.ready();
});

afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The request's input, its cookies given as the Cookie header the browser would send. */
type InputOverrides = Partial<RequestFlagsInput> & { cookieHeader?: string | undefined };

const input = (overrides: InputOverrides = {}): RequestFlagsInput => {
  const { cookieHeader, ...rest } = overrides;
  // An explicit `cookieHeader: undefined` is a request without cookies, not the default one.
  const header = 'cookieHeader' in overrides ? cookieHeader : `${USER_KEY_COOKIE}=${KEY}; ${granted}`;
  const cookies = parseCookies(header);
  return {
    cookies,
    consent: consentFromCookies(cookies),
    isBot: false,
    search: '',
    path: '/posterdruck/a4',
    channel: 'posters',
    secure: false,
    log: silentFlagLogger,
    ...rest,
  };
};

/** A product page: the layout (flyout), a calculator and an ABContent block naming a flag. */
const PRODUCT_PAGE: RenderedRoute[] = [
  { id: 'root', data: { global: {} } },
  { id: 'page', data: undefined },
  {
    id: 'content',
    data: {
      calculator: { product: 'poster' },
      content: { body: [{ component: 'ABContent', flag: 'poster-brand_ab_content', on: [], control: [] }] },
    },
  },
];

/** The service, recording which flags it was asked to evaluate (each one an impression). */
function spying(inner: FlagService): { service: FlagService; asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    service: {
      ...inner,
      mode: inner.mode,
      status: () => inner.status(),
      evaluate(key, flags, attributes) {
        asked.push([...flags]);
        return inner.evaluate(key, flags, attributes);
      },
    },
  };
}

const resolve = (over: InputOverrides = {}, routes = PRODUCT_PAGE, flags = service) => {
  const result = resolveRequestFlags(flags, input(over));
  return { ...result, bootstrap: result.bootstrapFor(routes) };
};

describe('resolveRequestFlags', () => {
  it('evaluates the flags the page renders for the cookie’s key when consent is granted', () => {
    const { bootstrap, setCookie, consent } = resolve();
    expect(consent).toBe('granted');
    expect(setCookie).toBeNull();
    expect(bootstrap.splitKey).toBe(KEY);
    expect(bootstrap.reason).toBe('evaluated');
    // Everything this page shows; here that is every experiment of the brand.
    expect(Object.keys(bootstrap.treatments)).toEqual(flagsOfChannel('posters'));
    expect(Object.values(bootstrap.treatments).every((t) => t === 'off')).toBe(true);
    expect(bootstrap.sdk).toEqual({ authorizationKey: 'localhost' });
    const qa = resolve({ cookieHeader: `${USER_KEY_COOKIE}=${QA_ON}; ${granted}` });
    expect(qa.bootstrap.treatments['poster-brand_posterdruck']).toBe('on');
  });

  it('asks the SDK only for the flags of the routes rendered: no impression for the rest', () => {
    const spy = spying(service);
    const home = resolve(
      { path: '/' },
      [
        { id: 'root', data: {} },
        { id: 'home', data: { calculator: null } },
      ],
      spy.service,
    );
    expect(spy.asked).toEqual([['poster-brand_wandbilder_flyout']]);
    expect(Object.keys(home.bootstrap.treatments)).toEqual(['poster-brand_wandbilder_flyout']);

    // A page without any experiment asks for nothing at all.
    const quiet = spying(service);
    resolve({ path: '/_icons' }, [{ id: 'icons', data: undefined }], quiet.service);
    expect(quiet.asked).toEqual([]);

    // ABContent flags of the other brand or unknown to the shop are not evaluated either.
    const foreign = spying(service);
    resolve(
      { path: '/x' },
      [
        {
          id: 'content',
          data: [
            { component: 'ABContent', flag: 'card-brand_ab_content' },
            { component: 'ABContent', flag: 'nope' },
          ],
        },
      ],
      foreign.service,
    );
    expect(foreign.asked).toEqual([]);
  });

  it('evaluates nothing until the page is rendered: a _payload.json never asks the SDK', () => {
    const spy = spying(service);
    const flags = resolveRequestFlags(spy.service, input());
    expect(flags.consent).toBe('granted');
    expect(spy.asked).toEqual([]);
  });

  it('gives bots no flag client, no cookie and control only', () => {
    for (const cookieHeader of [undefined, `${USER_KEY_COOKIE}=${KEY}; ${granted}`]) {
      const spy = spying(service);
      const { bootstrap, setCookie } = resolve(
        { isBot: true, cookieHeader, search: '?poster-brand_posterdruck=on' },
        PRODUCT_PAGE,
        spy.service,
      );
      expect(setCookie).toBeNull();
      expect(spy.asked).toEqual([]);
      expect(bootstrap).toEqual({
        splitKey: null,
        channel: 'posters',
        treatments: {},
        overrides: {},
        reason: 'bot',
        sdk: null,
      });
    }
  });

  it('without consent: no key, no cookie, control, but the browser SDK settings for later', () => {
    for (const cookieHeader of [undefined, '', `${CONSENT_COOKIE}=declined`, 'other=1']) {
      const spy = spying(service);
      const { bootstrap, setCookie } = resolve({ cookieHeader }, PRODUCT_PAGE, spy.service);
      expect(setCookie).toBeNull();
      expect(spy.asked).toEqual([]);
      expect(bootstrap.reason).toBe('no-consent');
      expect(bootstrap.splitKey).toBeNull();
      expect(Object.values(bootstrap.treatments).every((t) => t === 'control')).toBe(true);
      expect(bootstrap.sdk).toEqual({ authorizationKey: 'localhost' });
    }
  });

  it('deletes a key the visitor carries without (or after withdrawing) consent', () => {
    for (const cookieHeader of [
      `${USER_KEY_COOKIE}=${KEY}`,
      `${USER_KEY_COOKIE}=${KEY}; ${CONSENT_COOKIE}=declined`,
      `${USER_KEY_COOKIE}=garbage; ${CONSENT_COOKIE}=unknown`,
    ]) {
      const { bootstrap, setCookie } = resolve({ cookieHeader, secure: true });
      expect(bootstrap.splitKey).toBeNull();
      expect(setCookie).toBe(`${USER_KEY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure; HttpOnly`);
    }
  });

  it('creates a key and its cookie once consent is granted', () => {
    const { bootstrap, setCookie } = resolve({ cookieHeader: granted, secure: true });
    expect(bootstrap.splitKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookie).toContain(`${USER_KEY_COOKIE}=${bootstrap.splitKey}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
  });

  it('accepts on/off query overrides of the channel’s flags only', () => {
    const { bootstrap } = resolve({
      search: '?poster-brand_posterdruck=on&poster-brand_ab_content=yes&card-brand_ab_content=on',
    });
    expect(bootstrap.overrides).toEqual({ 'poster-brand_posterdruck': 'on' });
    expect(bootstrap.treatments['poster-brand_posterdruck']).toBe('off');
    // An override works on a page that does not evaluate the flag, and is no evaluation.
    const spy = spying(service);
    const icons = resolve(
      { path: '/_icons', search: '?poster-brand_calculator_redesign=on' },
      [],
      spy.service,
    );
    expect(icons.bootstrap.overrides).toEqual({ 'poster-brand_calculator_redesign': 'on' });
    expect(spy.asked).toEqual([]);
  });

  it('needs a client-side key for the browser SDK in remote mode', async () => {
    const closed = 'http://127.0.0.1:9';
    const remote = createFlagService({
      sdkKey: 'server-key',
      readyTimeoutMs: 200,
      sdkLogLevel: 'NONE',
      log: silentFlagLogger,
      urls: { sdk: closed, events: closed, auth: closed, streaming: closed, telemetry: closed },
    });
    try {
      expect(resolve({}, PRODUCT_PAGE, remote).bootstrap.sdk).toBeNull();
      expect(resolve({ browserKey: 'client-key' }, PRODUCT_PAGE, remote).bootstrap.sdk).toEqual({
        authorizationKey: 'client-key',
      });
    } finally {
      await remote.close();
    }
  });

  it('marks treatments unavailable when there is no SDK', () => {
    const off = createFlagService({ sdkKey: '', log: silentFlagLogger });
    const { bootstrap } = resolve({}, PRODUCT_PAGE, off);
    expect(bootstrap.reason).toBe('unavailable');
    expect(bootstrap.sdk).toBeNull();
    expect(Object.values(bootstrap.treatments).every((t) => t === 'off')).toBe(true);
  });
});
