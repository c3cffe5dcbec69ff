import { describe, expect, it } from 'vitest';
import { parseTrackingBootstrap, resolveTracking, type TrackingInput } from './bootstrap';
import { buildInitEvent } from './data-layer';

const input = (overrides: Partial<TrackingInput> = {}): TrackingInput => ({
  consent: 'granted',
  search: '',
  channel: 'cards',
  market: 'de-DE',
  platform: 'w',
  isBot: false,
  path: '/',
  uniqueIdentifier: 'home',
  tagManagerId: 'GTM-ABC1',
  consentScriptUrl: null,
  logLevel: null,
  ...overrides,
});

describe('tracking bootstrap', () => {
  it('resolves consent, tag manager, tracking, logging and the init event of a request', () => {
    const tracking = resolveTracking(input());
    expect(tracking).toEqual({
      consent: 'granted',
      tagManagerId: 'GTM-ABC1',
      trackingDisabled: false,
      logLevel: 'NONE',
      consentScript: null,
      initEvent: buildInitEvent({
        channel: 'cards',
        market: 'de-DE',
        platform: 'w',
        uniqueIdentifier: 'home',
      }),
    });
  });

  it('drops an invalid tag-manager id and honours tracking=0 and logging=0', () => {
    const tracking = resolveTracking(
      input({ tagManagerId: 'UA-1', search: '?tracking=0&logging=0&logLevel=DEBUG', logLevel: 'WARN' }),
    );
    expect(tracking.tagManagerId).toBeNull();
    expect(tracking.trackingDisabled).toBe(true);
    expect(tracking.logLevel).toBe('NONE');
    expect(resolveTracking(input({ logLevel: 'warn' })).logLevel).toBe('WARN');
    expect(resolveTracking(input({ consent: 'unknown' })).consent).toBe('unknown');
  });

  it('parses what the browser received and falls back to the careful reading', () => {
    const tracking = resolveTracking(input({ consentScriptUrl: 'https://cmp.example/a.js' }));
    expect(parseTrackingBootstrap(JSON.parse(JSON.stringify(tracking)), tracking.initEvent)).toEqual(
      tracking,
    );
    for (const bad of [null, { ...tracking, tagManagerId: 'GTM-x' }, { ...tracking, consent: 'yes' }]) {
      expect(parseTrackingBootstrap(bad, tracking.initEvent)).toEqual({
        consent: 'unknown',
        tagManagerId: null,
        trackingDisabled: true,
        logLevel: 'NONE',
        consentScript: null,
        initEvent: tracking.initEvent,
      });
    }
  });
});
