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

// Chromium renders WebGL in software only when asked to (the 3D preview needs it headless).
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

const url = (baseURL: string | undefined) => hostUrl(baseURL, 'de.posters.localhost', PRODUCT_PAGE);

test.describe('product pop-ups (issue 14)', () => {
  test('image magnify: pointer, keyboard, pinch, gallery arrows', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await magnifyJourney(page, testInfo, testInfo.project.name === 'web-mobile');
  });

  test('product description', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await descriptionJourney(page, testInfo);
  });

  test('3D preview of the chosen canvas, three.js loaded only on open', async ({
    page,
    baseURL,
  }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await preview3dJourney(page, testInfo);
  });

  test('customer picture', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await customerPictureJourney(page, testInfo);
  });

  test('the calculator’s More formats and Own format dialogs', async ({ page, baseURL }, testInfo) => {
    await openProductPage(page, url(baseURL));
    await calculatorDialogsJourney(page, testInfo);
  });
});
