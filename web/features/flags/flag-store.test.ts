import { describe, expect, it, vi } from 'vitest';
import {
  FLAG_ERRORS,
  type FlagsBootstrap,
  flagsOfChannel,
  type SplitEvaluationEvent,
  type Treatment,
} from '../../../shared/flags';
import type { BrowserFlagClient, BrowserSdkStatus } from './browser-sdk';
import {
  createFlagStore,
  MONITORING_STORAGE_KEY,
  RECORDED_STORAGE_PREFIX,
  type SessionStore,
} from './flag-store';

const KEY = '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11';
const POSTERDRUCK = 'card-brand_posterdruck';
const AB = 'card-brand_ab_content';
const FLYOUT = 'card-brand_wandbilder_flyout';

const bootstrap = (overrides: Partial<FlagsBootstrap> = {}): FlagsBootstrap => ({
  splitKey: KEY,
  channel: 'cards',
  treatments: Object.fromEntries(flagsOfChannel('cards').map((f) => [f, 'off' as Treatment])),
  overrides: {},
  reason: 'evaluated',
  sdk: { authorizationKey: 'localhost' },
  ...overrides,
});

function memoryStorage(
  initial: Record<string, string> = {},
): SessionStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

function fakeClient(treatments: Record<string, Treatment>, status: BrowserSdkStatus = 'ready') {
  const evaluated: string[] = [];
  const client: BrowserFlagClient & { evaluated: string[]; consent: string[] } = {
    evaluated,
    consent: [],
    status: () => status,
    whenReady: () => Promise.resolve(status),
    evaluate: (flag) => {
      evaluated.push(flag);
      return treatments[flag] ?? 'control';
    },
    track: vi.fn(() => true),
    setConsent(s) {
      client.consent.push(s);
    },
    destroy: () => Promise.resolve(),
  };
  return client;
}

const logger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('flag store (browser)', () => {
  it('renders the server’s treatments with overrides on top, for the server and for hydration', () => {
    const store = createFlagStore({
      bootstrap: bootstrap({ treatments: { [AB]: 'on' }, overrides: { [FLYOUT]: 'on' } }),
      log: logger(),
    });
    const snapshot = store.getSnapshot();
    expect(snapshot).toBe(store.getServerSnapshot());
    expect(snapshot.treatments[AB]).toBe('on');
    expect(snapshot.treatments[FLYOUT]).toBe('on');
    expect(snapshot.treatments[POSTERDRUCK]).toBe('control');
    expect(snapshot.sources).toMatchObject({
      [AB]: 'server',
      [FLYOUT]: 'override',
      [POSTERDRUCK]: 'control',
    });
    expect(Object.keys(snapshot.treatments)).toEqual(flagsOfChannel('cards'));
  });

  it('clears the flag state at each page start and exposes /posterdruck’s flag (SPEC 2, 3)', () => {
    const store = createFlagStore({ bootstrap: bootstrap(), log: logger() });
    store.expose(AB);
    expect(store.getSnapshot().state.features).toEqual([{ feature: AB, treatment: 'off' }]);
    store.startPage({ path: '/posterdruck/a2', search: '', story: 'posterdruck/a2' });
    expect(store.getSnapshot().page).toBe(1);
    expect(store.getSnapshot().state).toEqual({
      features: [{ feature: POSTERDRUCK, treatment: 'off' }],
      story: 'posterdruck/a2',
    });
    store.startPage({ path: '/', search: '' });
    expect(store.getSnapshot().state.features).toEqual([]);
    store.setStory('home');
    expect(store.getSnapshot().state.story).toBe('home');
  });

  it('reads overrides from each new page’s query; only on and off count', () => {
    const log = logger();
    const store = createFlagStore({ bootstrap: bootstrap(), log });
    store.startPage({ path: '/', search: `?${AB}=on&${FLYOUT}=maybe` });
    expect(store.getSnapshot().treatments[AB]).toBe('on');
    expect(store.getSnapshot().sources[AB]).toBe('override');
    expect(store.getSnapshot().treatments[FLYOUT]).toBe('off');
    expect(log.warn).toHaveBeenCalledWith(FLAG_ERRORS.overrideRejected, { flag: FLYOUT, value: 'maybe' });
    store.startPage({ path: '/', search: '' });
    expect(store.getSnapshot().treatments[AB]).toBe('off');
  });

  it('keeps treatments sticky for the session and logs a change as an error', () => {
    const storage = memoryStorage({ [`${RECORDED_STORAGE_PREFIX}${KEY}`]: JSON.stringify({ [AB]: 'on' }) });
    const log = logger();
    const store = createFlagStore({ bootstrap: bootstrap(), log, storage });
    // The server said off: rendered as off (hydration must match), the conflict is logged.
    expect(store.getSnapshot().treatments[AB]).toBe('off');
    expect(log.error).toHaveBeenCalledWith(
      FLAG_ERRORS.treatmentChanged,
      expect.objectContaining({ flag: AB, recorded: 'on', received: 'off' }),
    );
    // The SDK now says on for the flyout, which the server decided off: kept off, logged.
    store.attachSdk(fakeClient({ [FLYOUT]: 'on' }));
    store.expose(FLYOUT);
    expect(store.getSnapshot().treatments[FLYOUT]).toBe('off');
    expect(log.error).toHaveBeenCalledWith(
      FLAG_ERRORS.treatmentChanged,
      expect.objectContaining({ flag: FLYOUT, recorded: 'off', received: 'on' }),
    );
    expect(JSON.parse(storage.data[`${RECORDED_STORAGE_PREFIX}${KEY}`] ?? '{}')).toMatchObject({
      [AB]: 'on',
      [FLYOUT]: 'off',
    });
  });

  it('decides a flag rendered as control at the next page that renders it, never mid-page', async () => {
    const store = createFlagStore({
      bootstrap: bootstrap({ treatments: {}, reason: 'no-consent' }),
      log: logger(),
      storage: memoryStorage(),
    });
    // Consent came mid-page: the page shows control for AB and keeps showing it.
    store.setConsent('granted');
    store.expose(AB);
    const client = fakeClient({ [AB]: 'on', [FLYOUT]: 'off', [POSTERDRUCK]: 'on' });
    store.attachSdk(client);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getSnapshot().sdk).toBe('ready');
    expect(store.getSnapshot().treatments[AB]).toBe('control');
    // Control is what the shopper saw: no impression for the SDK's "on".
    expect(client.evaluated).toEqual([]);

    // A page without AB leaves it undecided and unasked.
    store.startPage({ path: '/products', search: '', flags: [FLYOUT] });
    expect(client.evaluated).toEqual([FLYOUT]);
    expect(store.getSnapshot().treatments[AB]).toBe('control');
    expect(store.getSnapshot().treatments[FLYOUT]).toBe('off');

    // The next page that renders AB gets the SDK's decision before it renders: one impression.
    store.startPage({ path: '/', search: '', flags: [AB, FLYOUT] });
    expect(store.getSnapshot().treatments[AB]).toBe('on');
    expect(store.getSnapshot().sources[AB]).toBe('sdk');
    store.expose(AB);
    store.expose(FLYOUT);
    expect(client.evaluated).toEqual([FLYOUT, AB, FLYOUT]);

    // A path trigger counts as rendered (SPEC 2: /posterdruck).
    store.startPage({ path: '/posterdruck/a1', search: '' });
    expect(store.getSnapshot().treatments[POSTERDRUCK]).toBe('on');
    expect(client.evaluated.filter((flag) => flag === POSTERDRUCK)).toHaveLength(1);
  });

  it('evaluates exposed flags at the SDK once per page, and never overridden ones', () => {
    const store = createFlagStore({ bootstrap: bootstrap({ overrides: { [FLYOUT]: 'on' } }), log: logger() });
    const client = fakeClient({ [AB]: 'off' });
    store.attachSdk(client);
    store.expose(AB);
    store.expose(AB);
    store.expose(FLYOUT);
    expect(client.evaluated).toEqual([AB]);
    store.startPage({ path: '/', search: `?${FLYOUT}=on` });
    store.expose(AB);
    expect(client.evaluated).toEqual([AB, AB]);
  });

  it('ignores flags of the other brand', () => {
    const log = logger();
    const store = createFlagStore({ bootstrap: bootstrap(), log });
    store.expose('poster-brand_ab_content');
    expect(store.getSnapshot().state.features).toEqual([]);
    expect(log.warn).toHaveBeenCalled();
  });

  it('keeps the monitoring record, and resets it when the user key changed (SPEC 8)', () => {
    const storage = memoryStorage({
      [MONITORING_STORAGE_KEY]: JSON.stringify({ splitKey: 'old-key', featureFlags: { [AB]: 'on' } }),
    });
    const log = logger();
    const onMonitoring = vi.fn();
    const store = createFlagStore({ bootstrap: bootstrap(), log, storage, onMonitoring });
    expect(log.error).toHaveBeenCalledWith(FLAG_ERRORS.userKeyChanged, { previous: 'old-key', current: KEY });
    expect(store.getSnapshot().monitoring).toEqual({ splitKey: KEY, featureFlags: {} });
    store.expose(AB);
    expect(store.getSnapshot().monitoring).toEqual({ splitKey: KEY, featureFlags: { [AB]: 'off' } });
    expect(onMonitoring).toHaveBeenLastCalledWith({ splitKey: KEY, featureFlags: { [AB]: 'off' } });
    expect(JSON.parse(storage.data[MONITORING_STORAGE_KEY] ?? '')).toEqual({
      splitKey: KEY,
      featureFlags: { [AB]: 'off' },
    });
  });

  it('forwards impressions as split_evaluation only with consent, once per key, flag and treatment', () => {
    const pushed: SplitEvaluationEvent[] = [];
    const store = createFlagStore({
      bootstrap: bootstrap(),
      log: logger(),
      analytics: { push: (e) => pushed.push(e) > 0 },
    });
    const impression = { feature: AB, keyName: KEY, treatment: 'on', time: 1, label: 'l' };
    store.onImpression(impression);
    expect(pushed).toEqual([]);
    store.setConsent('granted');
    store.onImpression(impression);
    store.onImpression({ ...impression, time: 2 });
    store.onImpression({ ...impression, treatment: 'off' });
    expect(pushed.map((e) => [e.event, e.feature, e.treatment])).toEqual([
      ['split_evaluation', AB, 'on'],
      ['split_evaluation', AB, 'off'],
    ]);
    store.setConsent('declined');
    store.onImpression({ ...impression, feature: FLYOUT });
    expect(pushed).toHaveLength(2);
  });

  it('passes consent to the SDK and tracks only with consent and an SDK', () => {
    const store = createFlagStore({ bootstrap: bootstrap(), log: logger() });
    expect(store.track('buy')).toBe(false);
    const client = fakeClient({});
    store.setConsent('granted');
    store.attachSdk(client);
    expect(store.track('buy', 2)).toBe(true);
    expect(client.track).toHaveBeenCalledWith('buy', 2, undefined);
    store.setConsent('declined');
    expect(client.consent).toEqual(['granted', 'declined']);
    expect(store.track('buy')).toBe(false);
  });

  it('survives a storage that throws', () => {
    const storage: SessionStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = createFlagStore({ bootstrap: bootstrap(), log: logger(), storage });
    store.expose(AB);
    expect(store.getSnapshot().state.features).toHaveLength(1);
  });

  it('notifies subscribers and lets them go', () => {
    const store = createFlagStore({ bootstrap: bootstrap(), log: logger() });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.expose(AB);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.startPage({ path: '/', search: '' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
