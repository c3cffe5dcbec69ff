import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

/** The shop's origin on another host of the table, same port (browsers resolve *.localhost to loopback). */
export function hostUrl(baseURL: string | undefined, host: string, path = '/'): string {
  const base = new URL(baseURL ?? 'http://localhost:3210');
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}${path}`;
}

/** Saves a full-page screenshot under screenshots/, named by project (viewport) and step. */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
