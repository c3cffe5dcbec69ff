import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsOfChannel, silentFlagLogger } from '../../shared/flags';
import { CONSENT_COOKIE } from '../../shared/tracking';
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

const input = (overrides: Partial<RequestFlagsInput> = {}): RequestFlagsInput => ({
  cookieHeader: `${USER_KEY_COOKIE}=${KEY}; ${granted}`,
  isBot: false,
  search: '',
  channel: 'posters',
  secure: false,
  log: silentFlagLogger,
  ...overrides,
});

describe('resolveRequestFlags', () => {
  it('evaluates every flag of the channel for the cookie’s key when consent is granted', () => {
    const { bootstrap, setCookie, consent } = resolveRequestFlags(service, input());
    expect(consent).toBe('granted');
    expect(setCookie).toBeNull();
    expect(bootstrap.splitKey).toBe(KEY);
    expect(bootstrap.reason).toBe('evaluated');
    expect(Object.keys(bootstrap.treatments)).toEqual(flagsOfChannel('posters'));
    expect(Object.values(bootstrap.treatments).every((t) => t === 'off')).toBe(true);
    expect(bootstrap.sdk).toEqual({ authorizationKey: 'localhost' });
    const qa = resolveRequestFlags(
      service,
      input({ cookieHeader: `${USER_KEY_COOKIE}=${QA_ON}; ${granted}` }),
    );
    expect(qa.bootstrap.treatments['poster-brand_posterdruck']).toBe('on');
  });

  it('gives bots no flag client, no cookie and control only', () => {
    const { bootstrap, setCookie } = resolveRequestFlags(
      service,
      input({ isBot: true, search: '?poster-brand_posterdruck=on' }),
    );
    expect(setCookie).toBeNull();
    expect(bootstrap).toEqual({
      splitKey: null,
      channel: 'posters',
      treatments: {},
      overrides: {},
      reason: 'bot',
      sdk: null,
    });
  });

  it('evaluates nothing before consent: control, but a key and the browser SDK settings for later', () => {
    for (const cookieHeader of [
      `${USER_KEY_COOKIE}=${KEY}`,
      `${USER_KEY_COOKIE}=${KEY}; ${CONSENT_COOKIE}=declined`,
    ]) {
      const { bootstrap } = resolveRequestFlags(service, input({ cookieHeader }));
      expect(bootstrap.reason).toBe('no-consent');
      expect(Object.values(bootstrap.treatments).every((t) => t === 'control')).toBe(true);
      expect(bootstrap.splitKey).toBe(KEY);
    }
  });

  it('creates a key and its cookie for a first visit', () => {
    const { bootstrap, setCookie } = resolveRequestFlags(
      service,
      input({ cookieHeader: undefined, secure: true }),
    );
    expect(bootstrap.splitKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookie).toContain(`${USER_KEY_COOKIE}=${bootstrap.splitKey}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
  });

  it('accepts on/off query overrides of the channel’s flags only', () => {
    const { bootstrap } = resolveRequestFlags(
      service,
      input({ search: '?poster-brand_posterdruck=on&poster-brand_ab_content=yes&card-brand_ab_content=on' }),
    );
    expect(bootstrap.overrides).toEqual({ 'poster-brand_posterdruck': 'on' });
    expect(bootstrap.treatments['poster-brand_posterdruck']).toBe('off');
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
      expect(resolveRequestFlags(remote, input()).bootstrap.sdk).toBeNull();
      expect(resolveRequestFlags(remote, input({ browserKey: 'client-key' })).bootstrap.sdk).toEqual({
        authorizationKey: 'client-key',
      });
    } finally {
      await remote.close();
    }
  });

  it('marks treatments unavailable when there is no SDK', () => {
    const off = createFlagService({ sdkKey: '', log: silentFlagLogger });
    const { bootstrap } = resolveRequestFlags(off, input());
    expect(bootstrap.reason).toBe('unavailable');
    expect(bootstrap.sdk).toBeNull();
    expect(Object.values(bootstrap.treatments).every((t) => t === 'off')).toBe(true);
  });
});
