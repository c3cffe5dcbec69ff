import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

const markets = [
  { name: 'de-DE', host: 'localhost', path: '/leinwanddruck', currency: /€/, unit: /cm/ },
  { name: 'de-CH', host: 'ch.cards.localhost', path: '/leinwanddruck', currency: /CHF/, unit: /cm/ },
  { name: 'en-US', host: 'us.cards.localhost', path: '/canvas-prints', currency: /\$/, unit: /in/ },
];

for (const market of markets) {
  test(`the canvas calculator in ${market.name}: material, More formats, call to action, designer and link inspector`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.goto(hostUrl(baseURL, market.host, market.path));
    await waitForHydration(page);
    const calculator = page.getByTestId('calculator');
    await expect(calculator).toBeVisible();
    await expect(calculator.getByTestId('calculator-formats')).toContainText(market.currency);
    await expect(calculator.getByTestId('calculator-formats')).toContainText(market.unit);
    await shoot(page, testInfo, `calculator-${market.name}`);

    // Changing the material resets the format to that material's initial one.
    const select = calculator.getByTestId('calculator-material');
    await select.selectOption('aludibond');
    await expect(calculator.locator('input[type=radio]:checked')).toHaveCount(1);
    await select.selectOption('leinwand');

    // A format from the More formats dialog joins the list, selected, with its price.
    await calculator.getByTestId('calculator-more').click();
    const dialog = page.getByTestId('more-formats-dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, testInfo, `calculator-more-${market.name}`);
    const choice = dialog.locator('.calculator__more-format').first();
    const chosenFormat = await choice.getAttribute('data-format');
    const chosenPrice = (await choice.locator('strong').textContent())?.trim() ?? '';
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(calculator.locator(`label[data-format="${chosenFormat}"] input`)).toBeChecked();
    await expect(calculator.getByTestId('calculator-total')).toContainText(chosenPrice);

    // The call to action opens the designer with the same configuration and the same price.
    const cta = calculator.getByTestId('calculator-cta');
    const href = (await cta.getAttribute('href')) ?? '';
    expect(href).toContain('/configurator-photo-frame/');
    expect(href).toContain('materialType=leinwand');
    expect(href).toContain(`format=${chosenFormat}`);
    expect(href).toContain(`locale=${market.name}`);
    await cta.click();
    await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'single');
    await expect(page.getByTestId('designer-price')).toContainText(chosenPrice);
    await shoot(page, testInfo, `designer-${market.name}`);

    // Support staff check the same link in the link inspector, on its own path.
    const link = new URL(href, 'http://shop.internal');
    await page.goto(
      hostUrl(
        baseURL,
        market.host,
        `/configurator-inspector?link=${encodeURIComponent(link.pathname + link.search)}`,
      ),
    );
    await expect(page.getByTestId('inspector-designer')).toHaveText('photo-frame');
    await expect(page.getByTestId('inspector-params')).toContainText(chosenFormat ?? '');
    await expect(page.getByTestId('inspector-price')).toContainText(chosenPrice);
    await shoot(page, testInfo, `inspector-${market.name}`);
  });
}

test('Swiss francs of 1000 and more are grouped with an apostrophe', async ({ page, baseURL }) => {
  await page.goto(
    hostUrl(
      baseURL,
      'ch.cards.localhost',
      `/configurator-inspector?link=${encodeURIComponent('/configurator-card/?themeId=12&quantity=5000&locale=de-CH')}`,
    ),
  );
  await expect(page.getByTestId('inspector-price')).toContainText(/CHF\s\d{1,3}'\d{3}\.\d{2}/);
});

test('the link inspector lists what is wrong with a link', async ({ page }, testInfo) => {
  await page.goto(
    `/configurator-inspector?link=${encodeURIComponent('/configurator-photo-frame/?materialType=holz&format=0300x400&locale=de-DE')}`,
  );
  // Each parameter's problems sit in its own row of the parameter table.
  await expect(page.getByTestId('inspector-verdict')).toHaveText('Dieser Link hat 2 Fehler.');
  const params = page.getByTestId('inspector-params');
  await expect(params.getByRole('row', { name: /^materialType/ })).toContainText(
    'Der Wert von materialType ist ungültig.',
  );
  await expect(params.getByRole('row', { name: /^format/ })).toContainText(
    'Der Wert von format ist ungültig.',
  );
  await expect(params.getByRole('row', { name: /^locale/ })).toContainText('in Ordnung');
  await shoot(page, testInfo, 'inspector-errors');
});
