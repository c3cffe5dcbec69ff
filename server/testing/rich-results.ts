/**
 * A small schema of Google's rich-result documentation for the structured data the shop emits
 * (Product, Offer, AggregateOffer, BreadcrumbList, ItemList, Organization): the required and the
 * recommended properties, and the value shapes Google insists on. Tests only.
 */

export type JsonNode = Record<string, unknown>;

/** `<script type="application/ld+json">` blocks of an HTML page, parsed. */
export function jsonLdBlocks(html: string): JsonNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as JsonNode,
  );
}

const PRICE = /^\d+\.\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|LimitedAvailability)$/;

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v);

interface Rule {
  required: string[];
  /** At least one of each group is required. */
  oneOf?: string[][];
  recommended: string[];
  check?: (node: JsonNode, problems: string[]) => void;
}

function offerCheck(node: JsonNode, problems: string[]) {
  if (!PRICE.test(String(node.price)))
    problems.push(`Offer price ${JSON.stringify(node.price)} is not "0.00"`);
  if (!CURRENCY.test(String(node.priceCurrency))) problems.push('Offer priceCurrency is not ISO 4217');
  if (!AVAILABILITY.test(String(node.availability)))
    problems.push('Offer availability is not a schema.org URL');
  if (node.url !== undefined && !isAbsoluteUrl(node.url)) problems.push('Offer url is not absolute');
}

function listItems(node: JsonNode, problems: string[], needs: 'item' | 'url') {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${node['@type']} has no itemListElement`);
    return;
  }
  items.forEach((raw, index) => {
    const item = raw as JsonNode;
    if (item['@type'] !== 'ListItem') problems.push(`item ${index} is not a ListItem`);
    if (item.position !== index + (Number((items[0] as JsonNode).position) || 1))
      problems.push(`item ${index} has position ${String(item.position)}`);
    if (!isAbsoluteUrl(item[needs])) problems.push(`item ${index} has no absolute ${needs}`);
    if (!isText(item.name)) problems.push(`item ${index} has no name`);
  });
}

export const RICH_RESULT_RULES: Record<string, Rule> = {
  Product: {
    required: ['name', 'image', 'offers'],
    recommended: ['description', 'brand', 'sku'],
    check: (node, problems) => {
      if (!isAbsoluteUrl(node.image)) problems.push('Product image is not an absolute URL');
      const brand = node.brand as JsonNode | undefined;
      if (brand && (brand['@type'] !== 'Brand' || !isText(brand.name)))
        problems.push('Product brand is no named Brand');
      const offers = node.offers as JsonNode;
      problems.push(...validateNode(offers, 'Product.offers'));
    },
  },
  AggregateOffer: {
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice', 'offerCount'],
    check: (node, problems) => {
      for (const key of ['lowPrice', 'highPrice'])
        if (!PRICE.test(String(node[key]))) problems.push(`AggregateOffer ${key} is not "0.00"`);
      if (Number(node.lowPrice) > Number(node.highPrice))
        problems.push('AggregateOffer lowPrice above highPrice');
      if (!CURRENCY.test(String(node.priceCurrency)))
        problems.push('AggregateOffer priceCurrency is not ISO 4217');
      const offers = (node.offers ?? []) as JsonNode[];
      if (offers.length !== node.offerCount)
        problems.push('AggregateOffer offerCount is not the number of offers');
      for (const offer of offers) {
        problems.push(...validateNode(offer, 'AggregateOffer.offers'));
        if (offer.priceCurrency !== node.priceCurrency) problems.push('an Offer has another currency');
        const price = Number(offer.price);
        if (price < Number(node.lowPrice) || price > Number(node.highPrice))
          problems.push('an Offer lies outside lowPrice … highPrice');
      }
    },
  },
  Offer: {
    required: ['price', 'priceCurrency'],
    recommended: ['availability', 'url', 'itemCondition'],
    check: offerCheck,
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    recommended: [],
    check: (node, problems) => {
      listItems(node, problems, 'item');
      if (Array.isArray(node.itemListElement) && node.itemListElement.length < 2)
        problems.push('BreadcrumbList has fewer than two items');
    },
  },
  ItemList: {
    required: ['itemListElement'],
    recommended: [],
    check: (node, problems) => listItems(node, problems, 'url'),
  },
  Organization: {
    required: ['name', 'url'],
    recommended: ['address', 'contactPoint', 'email', 'telephone', 'foundingDate'],
    check: (node, problems) => {
      if (!isAbsoluteUrl(node.url)) problems.push('Organization url is not absolute');
      const address = node.address as JsonNode | undefined;
      if (address && address['@type'] !== 'PostalAddress')
        problems.push('Organization address is no PostalAddress');
      const contact = node.contactPoint as JsonNode | undefined;
      if (contact && (contact['@type'] !== 'ContactPoint' || !isText(contact.contactType)))
        problems.push('Organization contactPoint lacks a contactType');
    },
  },
};

/** Every problem of one node (and the nodes inside it); empty when it is valid. */
export function validateNode(node: JsonNode | undefined, where = 'node'): string[] {
  if (!node || typeof node !== 'object') return [`${where} is missing`];
  const type = String(node['@type']);
  const rule = RICH_RESULT_RULES[type];
  if (!rule) return [`${where}: no rule for @type ${type}`];
  const problems: string[] = [];
  const present = (key: string) => node[key] !== undefined && node[key] !== null && node[key] !== '';
  for (const key of [...rule.required, ...rule.recommended])
    if (!present(key)) problems.push(`${type} lacks ${key}`);
  for (const group of rule.oneOf ?? [])
    if (!group.some(present)) problems.push(`${type} needs one of ${group.join(', ')}`);
  rule.check?.(node, problems);
  return problems.map((p) => `${where}: ${p}`);
}

/** A top-level node also names its context. */
export function validateTopLevel(node: JsonNode): string[] {
  const problems = validateNode(node, String(node['@type']));
  if (node['@context'] !== 'https://schema.org')
    problems.push(`${String(node['@type'])}: @context is not https://schema.org`);
  return problems;
}

/** Every absolute URL anywhere in a node. */
export function urlsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^https?:\/\//.test(value) && !value.startsWith('https://schema.org')) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) urlsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) urlsIn(v, out);
  }
  return out;
}
