import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MAIL_OUTBOX } from '../../playwright.config';
import { emailHash } from '../../shared/customer/email';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';

/** The embedded mail outbox writes each mail to a pickup folder; a developer (and this test) reads them there. */
function outboxLinks(containing: string, toHash: string): string[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_OUTBOX).sort();
  } catch {
    return [];
  }
  return files
    .flatMap((file) => {
      try {
        const mail = JSON.parse(readFileSync(join(MAIL_OUTBOX, file), 'utf8')) as {
          links?: string[];
          toHash?: string;
        };
        return mail.toHash === toHash ? (mail.links ?? []) : [];
      } catch {
        return [];
      }
    })
    .filter((link) => link.includes(containing));
}

/** The newest link of a kind mailed to one address (tests in parallel each read their own). */
async function waitForOutboxLink(containing: string, email: string): Promise<string> {
  const toHash = await emailHash(email);
  await expect.poll(() => outboxLinks(containing, toHash).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return outboxLinks(containing, toHash).at(-1) ?? '';
}

const unique = (project: string, what: string) => `e2e-${what}-${project}-${Date.now()}@example.com`;

async function openAccountDialog(page: Page) {
  await page.getByTestId('header-account').click();
  await expect(page.getByTestId('log-in-form')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('sign up, log out, log in again; a wrong password shows the server message', async ({
  page,
}, testInfo) => {
  test.skip(!!process.env.E2E_BASE_URL, 'reads the outbox of the locally started shop');
  const email = unique(testInfo.project.name, 'account');
  const password = 'Fotobuch-Sommer-2026';
  await page.goto('/');
  await waitForHydration(page);

  await openAccountDialog(page);
  await shoot(page, testInfo, 'dialog-log-in');
  await page.getByRole('button', { name: /Jetzt registrieren/ }).click();
  const signUp = page.getByTestId('sign-up-form');
  await expect(signUp).toBeVisible();
  await signUp.locator('input[name=firstName]').fill('Erika');
  await signUp.locator('input[name=lastName]').fill('Muster');
  await signUp.locator('input[name=email]').fill(email);
  await signUp.locator('input[name=password]').fill(password);
  await shoot(page, testInfo, 'dialog-sign-up');
  await signUp.getByRole('button', { name: 'Registrieren' }).click();
  // The header shows the name without a reload.
  await expect(page.getByTestId('header-account')).toContainText('Erika');
  await expect(page.getByTestId('header-account')).toHaveAttribute('data-logged-in', 'true');

  await page.goto('/kundenkonto');
  await expect(page.getByTestId('account-email')).toContainText(email);
  await shoot(page, testInfo, 'account-page');
  await page
    .getByRole('button', { name: /Abmelden/ })
    .first()
    .click();
  await expect(page.getByTestId('header-account')).not.toHaveAttribute('data-logged-in', 'true');

  await page.goto('/');
  await waitForHydration(page);
  await openAccountDialog(page);
  const logIn = page.getByTestId('log-in-form');
  await logIn.locator('input[name=email]').fill(email);
  await logIn.locator('input[name=password]').fill('falsches-passwort');
  await logIn.getByRole('button', { name: 'Anmelden' }).click();
  await expect(logIn.getByRole('alert')).toBeVisible();
  await shoot(page, testInfo, 'dialog-log-in-error');
  await logIn.locator('input[name=password]').fill(password);
  await logIn.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('header-account')).toContainText('Erika Muster');
});

test('reset a forgotten password through the link in the outbox', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(!!process.env.E2E_BASE_URL, 'reads the outbox of the locally started shop');
  const email = unique(testInfo.project.name, 'reset');
  const signUp = await request.post('/web-api/customer-signup', {
    data: { firstName: 'Max', lastName: 'Reset', email, password: 'Kalender-Winter-2026' },
    headers: { origin: new URL(baseURL ?? 'http://localhost').origin },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);

  await page.goto('/');
  await waitForHydration(page);
  await openAccountDialog(page);
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const reset = page.getByTestId('password-reset-form');
  await reset.locator('input[name=email]').fill(email);
  await reset.getByRole('button', { name: 'Link anfordern' }).click();
  // The answer never says whether the address has an account (no enumeration).
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(
    'Wenn zu dieser Adresse ein Kundenkonto besteht',
  );
  await shoot(page, testInfo, 'dialog-password-reset');

  const link = await waitForOutboxLink('resetToken', email);
  await page.goto(new URL(link).pathname + new URL(link).search);
  const confirm = page.getByTestId('password-confirm-form');
  await expect(confirm).toBeVisible();
  await confirm.locator('input[name=password]').fill('Leinwand-Herbst-2026');
  await shoot(page, testInfo, 'dialog-password-confirm');
  await confirm.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Dein neues Passwort ist gespeichert und du bist angemeldet.')).toBeVisible();
  await expect(page.getByTestId('header-account')).toContainText('Max');

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId('password-confirm-form').locator('input[name=password]').fill('Nochmal-Herbst-2026');
  await page.getByTestId('password-confirm-form').getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByTestId('password-confirm-form').getByRole('alert')).toBeVisible();
});

test('subscribe to the newsletter and confirm it', async ({ page }, testInfo) => {
  test.skip(!!process.env.E2E_BASE_URL, 'reads the outbox of the locally started shop');
  const email = unique(testInfo.project.name, 'newsletter');
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByTestId('newsletter-form');
  await form.scrollIntoViewIfNeeded();
  await form.locator('input[type=email]').fill('keine-adresse');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(form.getByText(/gültige E-Mail-Adresse/)).toBeVisible();
  await form.locator('input[type=email]').fill(email);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(/Fast geschafft!/)).toBeVisible();
  await shoot(page, testInfo, 'newsletter-sent');

  const link = await waitForOutboxLink('/kundenkonto/newsletter', email);
  await page.goto(new URL(link).pathname + new URL(link).search);
  const confirm = page.getByTestId('newsletter-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button').first().click();
  await expect(confirm.getByRole('status')).toBeVisible();
  await shoot(page, testInfo, 'newsletter-confirmed');
});
