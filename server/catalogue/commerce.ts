/** Shop-wide data: vouchers, gift vouchers, SKU containers, campaigns, shipping, localised URLs, initial data. */
import { buildDesignerUrl } from '../../shared/catalogue';
import {
  type Channel,
  countryOf,
  currencyOf,
  fallbackOf,
  languageOf,
  type Market,
  marketsOfChannel,
  unitOf,
} from '../../shared/markets';
import { majorOfMinor } from '../../shared/money/rounding';
import { marketUrl, type Platform } from '../../shared/routing';
import {
  badInput,
  currencyOfContext,
  listOf,
  notFound,
  type PriceView,
  priceView,
  quote,
  type ShopContext,
} from './common';
import { k, type Snapshot } from './snapshot';
import { type ArticlePriceView, articlePrice, parseArticleSku } from './wall-art';

// ---------------------------------------------------------------- vouchers

export type VoucherProblem = 'not-yet-valid' | 'expired' | 'wrong-channel' | 'minimum-not-reached';

/** A voucher that ran out: it says so, and nothing of what it gave (issue 22.12). */
export interface ExpiredVoucherView {
  code: string;
  valid: false;
  problem: 'expired';
  message: string;
}

export type VoucherAnswer = VoucherView | ExpiredVoucherView;

export interface VoucherView {
  code: string;
  valid: boolean;
  problem: Exclude<VoucherProblem, 'expired'> | null;
  /** Why it cannot be used, for the log ("error adding voucher", SPEC 8) and the shopper. */
  message: string | null;
  kind: 'percent' | 'amount';
  percentOff: number | null;
  amountOff: PriceView | null;
  minimumOrder: PriceView;
  validUntil: string | null;
  descriptionTranslationKey: string;
  /** The discount on orderValue, when one was given. */
  discount: PriceView | null;
}

export function voucher(
  s: Snapshot,
  ctx: ShopContext,
  input: { code: string; orderValueCents?: number | undefined; now: Date },
): VoucherAnswer {
  const code = input.code.trim().toUpperCase();
  const row = s.voucher.get(code);
  // A withdrawn code is answered exactly like one that never existed: its terms stay secret.
  if (!row?.active) throw notFound(`voucher ${quote(input.code)} does not exist.`, 'unknown_voucher');
  if (row.validUntil && input.now > row.validUntil)
    return { code, valid: false, problem: 'expired', message: `voucher "${code}" has expired.` };
  const currency = currencyOfContext(ctx);
  const amounts = s.voucherAmount.get(k(code, currency));
  if (!amounts)
    throw notFound(`voucher "${code}" cannot be used in ${currency.toUpperCase()}.`, 'not_available');

  const problems: [Exclude<VoucherProblem, 'expired'>, string][] = [];
  if (input.now < row.validFrom)
    problems.push([
      'not-yet-valid',
      `voucher "${code}" is valid from ${row.validFrom.toISOString().slice(0, 10)}.`,
    ]);
  if (row.channel !== null && row.channel !== ctx.channel)
    problems.push(['wrong-channel', `voucher "${code}" is for the ${row.channel} shop.`]);
  const orderValue = input.orderValueCents;
  if (orderValue !== undefined && orderValue < amounts.minOrderCents) {
    problems.push([
      'minimum-not-reached',
      `voucher "${code}" needs an order of at least ${priceView(amounts.minOrderCents, amounts.minOrderCents, ctx.market).formatted}.`,
    ]);
  }
  const [problem] = problems;

  let discount: number | undefined;
  if (orderValue !== undefined && !problem) {
    discount =
      row.kind === 'percent'
        ? Math.floor((orderValue * (row.percentOff ?? 0)) / 100)
        : Math.min(orderValue, amounts.amountOffCents ?? 0);
  }
  return {
    code,
    valid: !problem,
    problem: problem?.[0] ?? null,
    message: problem?.[1] ?? null,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff:
      amounts.amountOffCents === null
        ? null
        : priceView(amounts.amountOffCents, amounts.amountOffCents, ctx.market),
    minimumOrder: priceView(amounts.minOrderCents, amounts.minOrderCents, ctx.market),
    validUntil: row.validUntil?.toISOString() ?? null,
    descriptionTranslationKey: row.descriptionKey,
    discount: discount === undefined ? null : priceView(discount, discount, ctx.market),
  };
}

export function giftVoucher(s: Snapshot, ctx: ShopContext) {
  const currency = currencyOfContext(ctx);
  return {
    currency,
    values: (s.giftVoucherValues.get(currency) ?? []).map((v) => ({
      value: majorOfMinor(v.valueCents),
      price: priceView(v.valueCents, v.valueCents, ctx.market),
    })),
  };
}

// ---------------------------------------------------------------- SKU containers

export interface SkuItemView {
  sku: string;
  article: ArticlePriceView | null;
  designerUrl: string | null;
  /** Why the item is left without a price (not sold here, not in this currency). */
  unavailable: string | null;
}

function skuItem(s: Snapshot, ctx: ShopContext, sku: string): SkuItemView {
  const parsed = parseArticleSku(sku);
  if (!parsed)
    return { sku, article: null, designerUrl: null, unavailable: `"${sku}" is not an article SKU.` };
  try {
    const article = articlePrice(s, ctx, parsed);
    const designerUrl = buildDesignerUrl('photoframe', {
      materialType: parsed.material,
      format: article.format.value,
      ...(parsed.frameType ? { frameType: parsed.frameType } : {}),
      locale: ctx.market,
    });
    return { sku, article, designerUrl, unavailable: null };
  } catch (error) {
    return {
      sku,
      article: null,
      designerUrl: null,
      unavailable: error instanceof Error ? error.message : String(error),
    };
  }
}

export function skuContainer(s: Snapshot, ctx: ShopContext, id: string) {
  const container = s.skuContainer.get(id);
  if (!container) throw notFound(`SKU container ${quote(id)} does not exist.`);
  if (!container.channels.includes(ctx.channel)) {
    throw notFound(`SKU container "${id}" is not shown in the ${ctx.channel} shop.`, 'not_sold');
  }
  return {
    id: container.id,
    labelTranslationKey: container.labelKey,
    items: (s.skuContainerItems.get(container.id) ?? []).map((item) => skuItem(s, ctx, item.sku)),
  };
}

export function expressShop(s: Snapshot, ctx: ShopContext) {
  const container = skuContainer(s, ctx, `express-shop-${ctx.channel}`);
  return { ...container, shipping: shippingInformation(s, ctx) };
}

// ---------------------------------------------------------------- campaigns and shipping

export function campaignData(s: Snapshot, ctx: ShopContext, now: Date) {
  const active = s.campaigns
    .filter((c) => c.channel === ctx.channel && c.startsAt <= now && now < c.endsAt)
    .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
  return {
    campaigns: active.map((c) => {
      const voucherRow = c.voucherCode ? s.voucher.get(c.voucherCode) : undefined;
      return {
        id: c.id,
        textTranslationKey: c.textKey,
        color: c.color,
        backgroundColor: c.backgroundColor,
        // SPEC 2 action bar: countdownEndDate drives the countdown, actionBarEndDate hides the bar.
        countdownEndDate: c.endsAt.toISOString(),
        actionBarEndDate: c.endsAt.toISOString(),
        voucher: voucherRow
          ? { code: voucherRow.code, kind: voucherRow.kind, percentOff: voucherRow.percentOff }
          : null,
      };
    }),
  };
}

export function shippingInformation(s: Snapshot, ctx: ShopContext) {
  const country = countryOf(ctx.market);
  const rate = s.shippingRate.get(country);
  if (!rate) throw notFound(`no shipping to ${country.toUpperCase()}.`, 'not_available');
  const view = (cents: number) => priceView(cents, cents, ctx.market);
  return {
    country,
    currency: rate.currency,
    standard: view(rate.standardCents),
    express: view(rate.expressCents),
    freeShippingFrom: view(rate.freeFromCents),
    deliveryDays: { min: rate.deliveryDaysMin, max: rate.deliveryDaysMax },
    expressDeliveryDays: rate.expressDays,
  };
}

// ---------------------------------------------------------------- URLs and initial data

export interface RequestOrigin {
  /** The Host header, kept for its port in the URLs. */
  host: string;
  protocol: 'http' | 'https';
  platform: Platform;
}

/** The same category page in every market of the channel that has a path for its language (SPEC 2). */
export function localizedUrls(s: Snapshot, ctx: ShopContext, input: { path: string } & RequestOrigin) {
  const path = input.path.length > 1 ? input.path.replace(/\/+$/, '') : input.path;
  const entry = s.localizedPaths.find((p) => p.path === path);
  if (!entry) {
    throw notFound(
      `path ${quote(input.path)} is not a localised category path; known: ${listOf(s.localizedPaths.map((p) => p.path))}.`,
    );
  }
  const primary = (language: string) =>
    s.localizedPaths.find((p) => p.category === entry.category && p.language === language && p.primary);
  const urls = marketsOfChannel(ctx.channel).flatMap((market) => {
    const target = primary(languageOf(market));
    const url =
      target &&
      marketUrl(
        { host: input.host, protocol: input.protocol },
        ctx.channel,
        market,
        input.platform,
        target.path,
      );
    return url ? [{ market, path: target.path, url }] : [];
  });
  return { category: entry.category, path, language: entry.language, urls };
}

export function shopFrontendsInitialData(s: Snapshot, ctx: ShopContext, origin: RequestOrigin) {
  const settings = s.channelSettings.get(ctx.channel);
  if (!settings) throw notFound(`channel "${ctx.channel}" has no settings.`);
  const { channel: _channel, ...channelSettings } = settings;
  const baseUrl = `${origin.protocol}://${origin.host}`;
  return {
    channel: ctx.channel,
    currentLocale: ctx.market,
    fallbackLocale: fallbackOf(ctx.market) ?? null,
    language: languageOf(ctx.market),
    country: countryOf(ctx.market),
    currencyCode: currencyOf(ctx.market),
    unit: unitOf(ctx.market),
    host: origin.host,
    baseUrl,
    bffUrl: `${baseUrl}/web-api`,
    platform: origin.platform === 'd' ? 'desktop' : 'web',
    markets: marketsOfChannel(ctx.channel),
    settings: channelSettings,
  };
}

export function checkMarketOfChannel(channel: Channel, market: Market): void {
  if (!marketsOfChannel(channel).includes(market)) {
    throw badInput(
      'X-Locale',
      `the ${channel} shop does not sell in ${market}; it sells in: ${listOf(marketsOfChannel(channel))}.`,
    );
  }
}
