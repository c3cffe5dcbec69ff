import { test } from '../fixtures';
import {
  calculatorDialogsJourney,
  customerPictureJourney,
  descriptionJourney,
  magnifyJourney,
  openProductPage,
  PRODUCT_PAGE,
  preview3dJourney,
} from '../popup-journeys';
import { hostUrl } from '../support';
import { installBridge } from './bridge-double';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
    ],
  },
});

/** The same pop-ups at platform d; the app's back button is a history back, as page.goBack() is. */
const url = (baseURL: string | undefined) => hostUrl(baseURL, 'de.posters.localhost', `/d${PRODUCT_PAGE}`);

test.describe('product pop-ups at platform d (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    await installBridge(page, { canGoBack: true });
  });

  test('image magnify', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await magnifyJourney(page, testInfo, false);
  });

  test('product description', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await descriptionJourney(page, testInfo);
  });

  test('3D preview', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await preview3dJourney(page, testInfo);
  });

  test('customer picture', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await customerPictureJourney(page, testInfo);
  });

  test('calculator dialogs', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await calculatorDialogsJourney(page, testInfo);
  });
});
