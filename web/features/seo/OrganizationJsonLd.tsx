import type { OrganizationBlok } from '../../../shared/content/story-types';
import { useShop } from '../../app/shop-context';

/** SPEC 3 Organization data as schema.org JSON-LD: address, support contact, founding year. */
export function OrganizationJsonLd({ organization }: { organization: OrganizationBlok }) {
  const { origin } = useShop();
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: origin,
    foundingDate: String(organization.foundingYear || 2011),
    address: {
      '@type': 'PostalAddress',
      streetAddress: organization.streetAddress,
      postalCode: organization.postalCode,
      addressLocality: organization.addressLocality,
      addressCountry: organization.addressCountry,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: organization.supportEmail,
      telephone: organization.supportPhone,
    },
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not executed; "<" escaped so it cannot close the element
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
}
