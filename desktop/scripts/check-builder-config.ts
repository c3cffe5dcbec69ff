/**
 * Validates electron-builder.yml offline with electron-builder's own loader and schema, and checks
 * what packaging must never lose (fuses, the deep-link scheme, the entry, the icons), without the
 * Electron download packaging needs.  node --import tsx desktop/scripts/check-builder-config.ts
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { DEEP_LINK_SCHEME } from '../core/deep-link';
import { BUILD_ORIGIN_VARIABLE, parseShopOrigin } from '../core/shop-origin';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The fuses ISSUE 8 requires, as electron-builder names them. */
export const REQUIRED_FUSES = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
} as const;

export async function loadBuilderConfig(): Promise<Configuration> {
  const config = await getConfig(ROOT, join(ROOT, 'electron-builder.yml'), null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

/** Problems beyond the schema; empty when the configuration is as ISSUE 8 wants it. */
export function builderConfigProblems(config: Configuration): string[] {
  const problems: string[] = [];
  const fuses = (config.electronFuses ?? {}) as Record<string, unknown>;
  for (const [fuse, wanted] of Object.entries(REQUIRED_FUSES)) {
    if (fuses[fuse] !== wanted) problems.push(`electronFuses.${fuse} must be ${wanted}`);
  }
  const protocols = [config.protocols ?? []].flat();
  if (!protocols.some((p) => [p.schemes].flat().includes(DEEP_LINK_SCHEME))) {
    problems.push(`protocols must register the ${DEEP_LINK_SCHEME} scheme`);
  }
  const main = (config.extraMetadata as { main?: unknown } | undefined)?.main;
  if (main !== 'dist/desktop/main.cjs') problems.push('extraMetadata.main must be dist/desktop/main.cjs');
  const targets = (platform: 'win' | 'mac' | 'linux') =>
    [config[platform]?.target ?? []].flat().map((t) => (typeof t === 'string' ? t : t.target));
  if (!targets('win').includes('nsis')) problems.push('win.target must include nsis');
  if (!targets('mac').includes('dmg')) problems.push('mac.target must include dmg');
  if (!targets('linux').includes('AppImage')) problems.push('linux.target must include AppImage');
  for (const icon of ['build/icon.png', 'build/icons/512x512.png', 'build/icons/256x256.png']) {
    if (!existsSync(join(ROOT, icon)))
      problems.push(`${icon} is missing (node --import tsx desktop/scripts/make-icons.ts)`);
  }
  return problems;
}

/** A packaged app opens only the origin baked into it, so packaging without one is refused. */
export function bakedOriginProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const value = env[BUILD_ORIGIN_VARIABLE]?.trim() ?? '';
  if (value === '') return [`${BUILD_ORIGIN_VARIABLE} must name the shop's https origin to package the app`];
  const origin = parseShopOrigin(value, { httpsOnly: true });
  return origin.ok ? [] : [`${BUILD_ORIGIN_VARIABLE} ${origin.message}`];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const problems = [...builderConfigProblems(await loadBuilderConfig()), ...bakedOriginProblems(process.env)];
  if (problems.length) {
    console.error(`electron-builder.yml:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('electron-builder.yml is valid (schema, fuses, protocol, entry, targets, icons).');
}
