/**
 * The platform information handed to the sandboxed preload through one command-line switch
 * (webPreferences.additionalArguments), so the bridge can offer it synchronously.
 */
import type { DesktopOs, DesktopPlatformInfo } from '../bridge-api';
import { INFO_SWITCH } from './ipc-channels';

export function desktopOs(platform: string): DesktopOs {
  return platform === 'darwin' || platform === 'win32' || platform === 'linux' ? platform : 'other';
}

export function encodePlatformInfo(info: DesktopPlatformInfo): string {
  return `${INFO_SWITCH}${encodeURIComponent(JSON.stringify(info))}`;
}

const isText = (value: unknown, max = 64): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && /^[\w.+-]+$/.test(value);

/** Reads the switch back from argv; anything unexpected gives undefined (the bridge then stays out). */
export function decodePlatformInfo(argv: readonly string[]): DesktopPlatformInfo | undefined {
  const arg = argv.find((a) => a.startsWith(INFO_SWITCH));
  if (!arg) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(arg.slice(INFO_SWITCH.length)));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (v.platform !== 'd') return undefined;
  if (!isText(v.appVersion) || !isText(v.market) || !isText(v.linkScheme)) return undefined;
  return {
    platform: 'd',
    os: desktopOs(String(v.os)),
    appVersion: v.appVersion,
    market: v.market,
    linkScheme: v.linkScheme,
  };
}
