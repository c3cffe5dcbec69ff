import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_FLAG_NAMES, FLAG_ERRORS, type FlagLogger } from '../../shared/flags';
import { createFlagService, DEFAULT_FEATURES_FILE, type FlagService } from './flag-service';
import { splitFactory } from './split-sdk';

const USER = '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11';
const QA_ON = '00000000-0000-4000-8000-000000000001';
const QA_CONTROL = '00000000-0000-4000-8000-000000000002';

interface Entry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  detail?: Record<string, unknown>;
}

function recordingLogger(): FlagLogger & { entries: Entry[]; messages: () => string[] } {
  const entries: Entry[] = [];
  const at = (level: Entry['level']) => (message: string, detail?: Record<string, unknown>) =>
    void entries.push({ level, message, ...(detail ? { detail } : {}) });
  return {
    entries,
    messages: () => entries.map((e) => e.message),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
}

const yaml = (treatment: string) => `
- card-brand_posterdruck:
    treatment: "${treatment}"
- card-brand_posterdruck:
    treatment: "on"
    keys: ["${QA_ON}"]
- card-brand_ab_content:
    treatment: "on"
- card-brand_odd:
    treatment: "blue"
`;

let dir: string;
let file: string;
const services: FlagService[] = [];

function start(options: Partial<Parameters<typeof createFlagService>[0]> = {}) {
  const log = recordingLogger();
  const service = createFlagService({ featuresFile: file, log, ...options });
  services.push(service);
  return { service, log };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flags-'));
  file = join(dir, 'flags.yml');
  writeFileSync(file, yaml('off'));
});

afterEach(async () => {
  // Every SDK is destroyed, so its timers end and the test process can exit.
  await Promise.all(services.splice(0).map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('FlagService in localhost mode (the real Split SDK)', () => {
  it('becomes ready and evaluates treatments for a key', async () => {
    const { service, log } = start();
    expect(service.mode).toBe('localhost');
    expect(await service.ready()).toBe('ready');
    expect(service.status()).toBe('ready');
    expect(service.evaluate(USER, ['card-brand_posterdruck', 'card-brand_ab_content'])).toEqual({
      'card-brand_posterdruck': 'off',
      'card-brand_ab_content': 'on',
    });
    expect(service.evaluate(QA_ON, ['card-brand_posterdruck'])).toEqual({ 'card-brand_posterdruck': 'on' });
    expect(log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('returns control for a flag without treatment and logs it; unknown treatments become control', async () => {
    const { service, log } = start();
    await service.ready();
    expect(service.evaluate(USER, ['card-brand_missing', 'card-brand_odd'])).toEqual({
      'card-brand_missing': 'control',
      'card-brand_odd': 'control',
    });
    expect(log.messages()).toContain(FLAG_ERRORS.noTreatment);
    expect(log.messages()).toContain(FLAG_ERRORS.unknownTreatment);
  });

  it('turns every flag off for an empty or too long key, and logs it', async () => {
    const { service, log } = start();
    await service.ready();
    expect(service.evaluate('', ['card-brand_ab_content'])).toEqual({ 'card-brand_ab_content': 'off' });
    expect(service.evaluate('   ', ['card-brand_ab_content'])).toEqual({ 'card-brand_ab_content': 'off' });
    expect(service.evaluate('k'.repeat(251), ['card-brand_ab_content'])).toEqual({
      'card-brand_ab_content': 'off',
    });
    expect(log.messages().filter((m) => m === FLAG_ERRORS.emptyKey)).toHaveLength(3);
  });

  it('gives control for invalid flag names without asking the SDK', async () => {
    const { service, log } = start();
    await service.ready();
    expect(service.evaluate(USER, ['', 'card-brand_ab_content'])).toEqual({
      '': 'control',
      'card-brand_ab_content': 'on',
    });
    expect(log.messages()).toContain(FLAG_ERRORS.unknownFlag);
  });

  it('keeps a user’s treatment when the definitions change, and logs the change as an error', async () => {
    const { service, log } = start({ localhostRefreshSeconds: 0.2 });
    await service.ready();
    const other = '0e9d8f3a-2b44-4c1a-8f00-5a6b7c8d9e0f';
    expect(service.evaluate(USER, ['card-brand_posterdruck'])).toEqual({ 'card-brand_posterdruck': 'off' });
    writeFileSync(file, yaml('on'));
    await expect.poll(() => service.status(), { timeout: 5000, interval: 50 }).toBe('updated');
    // A user the service has not seen gets the new default ...
    expect(service.evaluate(other, ['card-brand_posterdruck'])).toEqual({ 'card-brand_posterdruck': 'on' });
    // ... while the recorded user keeps theirs.
    expect(service.evaluate(USER, ['card-brand_posterdruck'])).toEqual({ 'card-brand_posterdruck': 'off' });
    const changed = log.entries.find((e) => e.message === FLAG_ERRORS.treatmentChanged);
    expect(changed).toMatchObject({
      level: 'error',
      detail: { flag: 'card-brand_posterdruck', recorded: 'off', received: 'on', scope: USER },
    });
  });

  it('tracks valid events only with consent, and rejects invalid ones with a log', async () => {
    const { service, log } = start();
    await service.ready();
    expect(service.track({ key: USER, eventType: 'add_to_cart', value: 12.5 }, 'granted')).toBe(true);
    expect(service.track({ key: USER, eventType: 'add_to_cart' }, 'unknown')).toBe(false);
    expect(service.track({ key: USER, eventType: 'add_to_cart' }, 'declined')).toBe(false);
    expect(service.track({ key: USER, eventType: 'bad event!' }, 'granted')).toBe(false);
    expect(service.track({ key: USER, eventType: 'e', value: Number.NaN }, 'granted')).toBe(false);
    expect(service.track({ key: '', eventType: 'e' }, 'granted')).toBe(false);
    expect(log.messages().filter((m) => m === FLAG_ERRORS.invalidEvent)).toHaveLength(3);
  });

  it('is "already initialised" (flags off) for a second service on the same file until the first closes', async () => {
    const first = start();
    await first.service.ready();
    const second = start();
    expect(second.service.mode).toBe('off');
    expect(second.log.messages()).toContain(FLAG_ERRORS.alreadyInitialised);
    expect(second.service.evaluate(USER, ['card-brand_ab_content'])).toEqual({
      'card-brand_ab_content': 'off',
    });
    expect(second.log.messages()).toContain(FLAG_ERRORS.clientEmpty);
    await first.service.close();
    const third = start();
    expect(third.service.mode).toBe('localhost');
    expect(await third.service.ready()).toBe('ready');
  });

  it('answers off after close, and close may be called twice', async () => {
    const { service, log } = start();
    await service.ready();
    await service.close();
    await service.close();
    expect(service.status()).toBe('destroyed');
    expect(await service.ready()).toBe('destroyed');
    expect(service.evaluate(USER, ['card-brand_ab_content'])).toEqual({ 'card-brand_ab_content': 'off' });
    expect(service.track({ key: USER, eventType: 'e' }, 'granted')).toBe(false);
    expect(log.messages()).toContain(FLAG_ERRORS.clientEmpty);
  });
});

describe('FlagService failures', () => {
  it('logs init failed and turns flags off when the YAML file is missing', async () => {
    const { service, log } = start({ featuresFile: join(dir, 'missing.yml') });
    expect(service.status()).toBe('failed');
    expect(await service.ready()).toBe('failed');
    expect(log.messages()).toContain(FLAG_ERRORS.initFailed);
    expect(service.evaluate(USER, ['card-brand_ab_content'])).toEqual({ 'card-brand_ab_content': 'off' });
  });

  it('logs an empty authorization key (blank SPLIT_SDK_KEY) and turns flags off', async () => {
    const { service, log } = start({ sdkKey: '  ' });
    expect(service.mode).toBe('off');
    expect(log.messages()).toContain(FLAG_ERRORS.emptyAuthorizationKey);
    expect(service.evaluate(USER, ['card-brand_ab_content'])).toEqual({ 'card-brand_ab_content': 'off' });
  });

  it('reports a ready time-out and logs that results may be incorrect', async () => {
    // An unreachable service (a closed local port): the SDK cannot fetch definitions and times out.
    const closed = 'http://127.0.0.1:9';
    const { service, log } = start({
      sdkKey: 'test-server-key',
      readyTimeoutMs: 300,
      sdkLogLevel: 'NONE',
      urls: { sdk: closed, events: closed, auth: closed, streaming: closed, telemetry: closed },
    });
    expect(service.mode).toBe('remote');
    expect(await service.ready()).toBe('timed-out');
    expect(log.messages()).toContain(FLAG_ERRORS.timedOut);
    expect(service.evaluate(USER, ['card-brand_ab_content'])).toEqual({ 'card-brand_ab_content': 'control' });
    expect(log.messages()).toContain(FLAG_ERRORS.notReady);
  });
});

describe('config/flags.yml', () => {
  it('lists exactly the registered flags, each with the treatments on, off and control', async () => {
    const sdk = splitFactory({ core: { authorizationKey: 'localhost' }, features: DEFAULT_FEATURES_FILE });
    try {
      await sdk.client().whenReady();
      const views = sdk.manager().splits();
      expect(views.map((v) => v.name).sort()).toEqual([...ALL_FLAG_NAMES].sort());
      for (const view of views) expect([...view.treatments].sort()).toEqual(['control', 'off', 'on']);
      const client = sdk.client();
      expect(client.getTreatment(QA_ON, 'poster-brand_posterdruck')).toBe('on');
      expect(client.getTreatment(QA_CONTROL, 'poster-brand_posterdruck')).toBe('control');
      expect(client.getTreatment(USER, 'poster-brand_posterdruck')).toBe('off');
    } finally {
      await sdk.destroy();
    }
  });
});
