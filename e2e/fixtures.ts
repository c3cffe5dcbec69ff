import { test as base, expect } from '@playwright/test';
import hostsTable from '../config/hosts.json' with { type: 'json' };

/**
 * Most journeys are about something other than the consent dialog, so by default every host of
 * the table already has the shopper's consent; consent specs opt out with `consent: 'unknown'`.
 */
export const test = base.extend<{ consent: 'granted' | 'declined' | 'unknown' }>({
  consent: ['granted', { option: true }],
  context: async ({ context, consent }, use) => {
    if (consent !== 'unknown') {
      await context.addCookies(
        hostsTable.hosts.map((h) => ({ name: 'shop_consent', value: consent, domain: h.host, path: '/' })),
      );
    }
    await use(context);
  },
});

export { expect };
