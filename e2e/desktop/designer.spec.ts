import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';
import { installBridge } from './bridge-double';

/** Issue 31: the desktop app (/d) opens the same designers; without a connection it says so. */
test.describe('designers on platform d', () => {
  test('a configurator link opens the designer, and offline it says designers need a connection', async ({
    page,
    context,
  }, testInfo) => {
    await installBridge(page, { canGoBack: true });
    const response = await page.goto('/d/configurator-photo-frame/?materialType=leinwand&format=300x400');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'single');
    await expect(page.getByTestId('designer-file')).toBeAttached();
    await expect(page.getByTestId('designer-offline')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('designer-offline')).toBeVisible();
    await shoot(page, testInfo, 'designer-offline');
    await context.setOffline(false);
    await expect(page.getByTestId('designer-offline')).toHaveCount(0);
  });
});
