/**
 * The shop's shutdown and nginx's upstream settings belong together (issue 36 items 1 and 2): a
 * drain shorter than nginx's idle keepalive lets nginx send a POST on a connection the instance is
 * closing (a reset, a 502 nginx rightly does not retry); a drain shorter than fail_timeout leaves no
 * upstream when the other instance was restarted just before. This reads the shipped shop.conf and
 * the defaults, so changing either alone fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../app';
import { readConfig } from '../config';

const conf = readFileSync(join(ROOT_DIR, 'deploy', 'nginx', 'shop.conf'), 'utf8');
const seconds = (pattern: RegExp, what: string): number => {
  const found = pattern.exec(conf)?.[1];
  if (!found) throw new Error(`shop.conf has no ${what}`);
  return Number(found) * 1000;
};

describe('drain timings: the shop and deploy/nginx/shop.conf', () => {
  const defaults = readConfig({});
  const keepalive = seconds(/^\s*keepalive_timeout\s+(\d+)s;/m, 'upstream keepalive_timeout');
  const failTimeouts = [...conf.matchAll(/fail_timeout=(\d+)s/g)].map((m) => Number(m[1]) * 1000);

  it('every instance line has a fail_timeout', () => {
    expect(failTimeouts.length).toBeGreaterThanOrEqual(2);
  });

  it('the default drain outlasts nginx keeping an idle connection, with a second to spare', () => {
    expect(defaults.SHUTDOWN_DELAY_MS).toBeGreaterThanOrEqual(keepalive + 1000);
  });

  it('the default drain outlasts the time nginx holds a failed instance out', () => {
    for (const failTimeout of failTimeouts) {
      expect(defaults.SHUTDOWN_DELAY_MS).toBeGreaterThanOrEqual(failTimeout + 1000);
    }
  });

  it('nginx lets an idle connection go before the instance does', () => {
    expect(defaults.KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(keepalive);
  });

  it('the shutdown limit leaves room for the drain and the requests in flight', () => {
    expect(defaults.SHUTDOWN_TIMEOUT_MS).toBeGreaterThanOrEqual(
      defaults.SHUTDOWN_DELAY_MS + defaults.REQUEST_TIMEOUT_MS / 2,
    );
  });

  it('a probe of /readyz through nginx never counts a 503 against an instance, nor does any answer of the shop', () => {
    const nextUpstream = [...conf.matchAll(/^\s*proxy_next_upstream\s+([^;]+);/gm)].map((m) => m[1] ?? '');
    expect(nextUpstream.length).toBeGreaterThan(0);
    for (const setting of nextUpstream) expect(setting).not.toMatch(/http_5\d\d/);
    expect(conf).not.toMatch(/proxy_intercept_errors\s+on/);
  });
});
