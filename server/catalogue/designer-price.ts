/**
 * The price of whatever a designer link configures, for the link inspector: every product type,
 * with the defaults the designer would fill in spelled out, and never an exception.
 */
import {
  type CalendarFormat,
  DEFAULT_CARD_QUANTITY,
  type DesignerAssumption,
  type DesignerParams,
  type Dimensions,
  inferProductType,
  isCalendarFormat,
  isCollageMaterialType,
  isMaterial,
  isPhotobookCover,
  isPhotobookCoverLamination,
  isPhotobookFormat,
  type PhotobookCoverLamination,
  type PhotoboxType,
  type ProductType,
  parseFormat,
} from '../../shared/catalogue';
import { type Channel, channelSells, type Market } from '../../shared/markets';
import { minorFromMajor } from '../../shared/money/rounding';
import { ApiError } from '../http/errors';
import { accessoryUnitCents, cardPrice } from './cards';
import { type PriceView, priceView, type ShopContext } from './common';
import { calendarPrice, photobookPrice, photoboxPrice } from './products';
import type { Snapshot } from './snapshot';
import { articlePrice, collagePrice, materialsOfChannel, soldMaterial } from './wall-art';

/** What parseDesignerUrl returns is enough; only productType and params are read. */
export interface DesignerPriceInput {
  productType?: ProductType | undefined;
  params: DesignerParams;
}

export type DesignerPrice =
  | {
      ok: true;
      productType: ProductType;
      market: Market;
      channel: Channel;
      /** The configuration that was priced, defaults included. */
      configuration: Record<string, string | number | boolean | null>;
      quantity: number;
      unitPrice: PriceView | null;
      price: PriceView;
      /** Defaults filled in for what the link leaves out, in words. */
      assumptions: DesignerAssumption[];
    }
  | {
      ok: false;
      productType: ProductType | undefined;
      market: Market;
      message: string;
      assumptions: DesignerAssumption[];
    };

/** Wall art is the posters brand's, so its links are priced there where that brand sells the market. */
export function channelForProduct(productType: ProductType | undefined, market: Market): Channel {
  const wallArt = productType === 'photoframe' || productType === 'collage';
  return wallArt && channelSells('posters', market) ? 'posters' : 'cards';
}

function formatOf(value: string | undefined): Dimensions | undefined {
  const parsed = parseFormat(value);
  return parsed.ok ? parsed.format : undefined;
}

export function priceOfDesignerParams(
  s: Snapshot,
  input: DesignerPriceInput,
  market: Market,
  channel?: Channel,
): DesignerPrice {
  const params = input.params;
  const assumptions: DesignerAssumption[] = [];
  const linkMarket = params.locale ?? market;
  if (params.locale && params.locale !== market)
    assumptions.push({
      kind: 'locale',
      param: 'locale',
      value: params.locale,
      text: `priced in ${params.locale}, the link's locale.`,
    });
  const productType = input.productType ?? inferProductType(params);
  if (!productType) {
    return {
      ok: false,
      productType,
      market: linkMarket,
      message:
        'The link names no product: it has no productType and none of the fields a product is inferred from.',
      assumptions,
    };
  }
  const ctx: ShopContext = {
    market: linkMarket,
    channel: channel ?? channelForProduct(productType, linkMarket),
  };
  const assume = (
    text: string,
    kind: DesignerAssumption['kind'],
    param: string,
    value?: string,
    given?: string,
  ) =>
    assumptions.push({
      kind,
      param,
      text,
      ...(value !== undefined ? { value } : {}),
      ...(given !== undefined ? { given } : {}),
    });
  const done = (
    configuration: Record<string, string | number | boolean | null>,
    price: PriceView,
    quantity = 1,
    unitPrice: PriceView | null = null,
  ): DesignerPrice => ({
    ok: true,
    productType,
    market: ctx.market,
    channel: ctx.channel,
    configuration,
    quantity,
    unitPrice,
    price,
    assumptions,
  });

  try {
    switch (productType) {
      case 'photoframe': {
        let material = params.materialType;
        if (material === undefined) {
          material = materialsOfChannel(s, ctx)[0]?.id as typeof material;
          assume(
            `no materialType: priced as ${material}, the first material of the ${ctx.channel} shop.`,
            'default',
            'materialType',
            material,
          );
        }
        if (!isMaterial(material)) {
          return {
            ok: false,
            productType,
            market: ctx.market,
            message: `materialType "${material}" is a collage material type, not a photo-frame material.`,
            assumptions,
          };
        }
        const m = soldMaterial(s, ctx, material);
        let format = formatOf(params.format);
        if (!format) {
          format = formatOf(m.initialFormat);
          assume(
            `no format: priced in ${m.initialFormat}, the first format of ${material}.`,
            'default',
            'format',
            m.initialFormat,
          );
        }
        if (!format) throw new ApiError(404, 'not_found', `${material} has no initial format.`);
        const article = articlePrice(s, ctx, { material, format, frameType: params.frameType });
        return done(
          { materialType: material, format: article.format.value, frameType: article.frameType },
          article.price,
        );
      }
      case 'collage': {
        let type = params.materialType;
        if (type === undefined || !isCollageMaterialType(type)) {
          if (type !== undefined) {
            return {
              ok: false,
              productType,
              market: ctx.market,
              message: `materialType "${type}" is not a collage material type.`,
              assumptions,
            };
          }
          type = 'poster';
          assume('no materialType: priced as a poster collage.', 'default', 'materialType', 'poster');
        }
        let format = formatOf(params.format);
        if (!format) {
          const base = s.collageMaterialType.get(type)?.baseMaterial;
          const initial = base ? s.material.get(base)?.initialFormat : undefined;
          format = formatOf(initial);
          assume(
            `no format: priced in ${initial}, the first format of ${base}.`,
            'default',
            'format',
            String(initial),
          );
        }
        if (!format) throw new ApiError(404, 'not_found', `collage ${type} has no initial format.`);
        const collage = collagePrice(s, ctx, type, format);
        // SPEC 3 defaultCollageId: a link without a design opens the channel's default collage.
        let designId = params.designId ?? null;
        const defaultCollageId = s.channelSettings.get(ctx.channel)?.defaultCollageId;
        if (designId === null && defaultCollageId) {
          designId = defaultCollageId;
          assume(
            `no designId: the ${ctx.channel} shop's default collage, ${defaultCollageId} (SPEC 3).`,
            'default',
            'designId',
          );
        }
        return done(
          {
            designId,
            materialType: type,
            format: collage.format.value,
            frameType: collage.frameType,
            tileCount: params.tileCount ?? null,
          },
          collage.format,
        );
      }
      case 'calendar': {
        const calendarType = params.calendarType ?? 'wandkalender';
        if (!params.calendarType)
          assume(`no calendarType: priced as ${calendarType}.`, 'default', 'calendarType', calendarType);
        const format =
          params.format !== undefined && isCalendarFormat(params.format)
            ? (params.format as CalendarFormat)
            : undefined;
        if (format === undefined)
          assume(`no calendar format: priced in the first format of ${calendarType}.`, 'default', 'format');
        const calendar = calendarPrice(s, ctx, { calendarType, format });
        return done({ calendarType, format: calendar.format, mounting: calendar.mounting }, calendar.price);
      }
      case 'photobook': {
        const photobookType = params.photobookType ?? 'digitalfotobuch';
        if (!params.photobookType)
          assume(
            'no photobookType: priced as a digitalfotobuch.',
            'default',
            'photobookType',
            'digitalfotobuch',
          );
        if (!params.photobookFormat)
          assume(
            `no photobookFormat: priced in the default format of ${photobookType} (SPEC 9).`,
            'default',
            'photobookFormat',
          );
        if (!params.photobookPageCount)
          assume('no photobookPageCount: priced with the fewest pages.', 'default', 'photobookPageCount');
        /** The link's lamination, else the channel's default (SPEC 3) where the book type has laminations. */
        const laminationOf = (type: string): PhotobookCoverLamination | undefined => {
          if (params.photobookCoverLamination && isPhotobookCoverLamination(params.photobookCoverLamination))
            return params.photobookCoverLamination;
          const fallback = s.channelSettings.get(ctx.channel)?.defaultPhotobookCoverLamination;
          if (!fallback || !isPhotobookCoverLamination(fallback)) return undefined;
          if (!s.photobookType.get(type)?.coverLaminations.includes(fallback)) return undefined;
          assume(
            `no photobookCoverLamination: the ${ctx.channel} shop's default, ${fallback} (SPEC 3).`,
            'default',
            'photobookCoverLamination',
          );
          return fallback;
        };
        const book = photobookPrice(s, ctx, {
          photobookType,
          photobookFormat:
            params.photobookFormat && isPhotobookFormat(params.photobookFormat)
              ? params.photobookFormat
              : undefined,
          photobookPageCount: params.photobookPageCount,
          photobookCover:
            params.photobookCover && isPhotobookCover(params.photobookCover)
              ? params.photobookCover
              : undefined,
          photobookPaper: params.photobookPaper,
          photobookCoverLamination: laminationOf(photobookType),
        });
        return done(
          {
            photobookType,
            photobookBinding: book.photobookBinding,
            photobookFormat: book.photobookFormat,
            photobookPageCount: book.photobookPageCount,
            photobookCover: book.photobookCover,
            photobookPaper: book.photobookPaper,
            photobookCoverLamination: book.photobookCoverLamination,
          },
          book.price,
        );
      }
      case 'photobox':
      case 'photoprint': {
        const photoboxType: PhotoboxType =
          params.photoboxType ?? (productType === 'photoprint' ? 'photoprint' : 'small');
        if (!params.photoboxType)
          assume(`no photoboxType: priced as ${photoboxType}.`, 'default', 'photoboxType', photoboxType);
        let format = params.photoboxFormat;
        if (!format) {
          const first = s.photoboxFormats.get(photoboxType)?.[0];
          format = first ? { width: first.widthMm, height: first.heightMm } : undefined;
          assume(
            `no photoboxFormat: priced in ${format?.width}x${format?.height}.`,
            'default',
            'photoboxFormat',
            format ? `${format.width}x${format.height}` : undefined,
          );
        }
        if (!format) throw new ApiError(404, 'not_found', `photobox ${photoboxType} has no formats.`);
        const quantity = params.quantity ?? params.amount ?? 1;
        if (params.quantity === undefined && params.amount === undefined)
          assume('no quantity: priced for one print.', 'default', 'quantity', '1');
        const box = photoboxPrice(s, ctx, { photoboxType, format, quantity });
        return done(
          { photoboxType, photoboxFormat: `${format.width}x${format.height}`, quantity },
          box.price,
          quantity,
        );
      }
      case 'card': {
        let format = params.format;
        if (format === undefined || !s.cardFormat.has(format)) {
          const first = s.cardFormats[0]?.id ?? '';
          if (format === undefined) assume(`no format: priced as ${first}.`, 'default', 'format', first);
          else
            assume(
              `format "${format}" is not a card format: priced as ${first}.`,
              'replaced',
              'format',
              first,
              format,
            );
          format = first;
        }
        if (params.quantity === undefined && !params.isSample)
          assume(
            `no quantity: priced for ${DEFAULT_CARD_QUANTITY} cards (SPEC 9 default).`,
            'default',
            'quantity',
            String(DEFAULT_CARD_QUANTITY),
          );
        const card = cardPrice(s, ctx, {
          format,
          quantity: params.quantity,
          refinementType: params.refinementType,
          isSample: params.isSample,
        });
        let total = minorFromMajor(card.price.priceCurrent);
        const extras: Record<string, string> = {};
        for (const kind of ['envelope', 'inlay'] as const) {
          const wanted = params[kind];
          if (wanted === undefined || wanted === 'false' || wanted === '0' || wanted === 'none') continue;
          const fitting = (s.accessoriesOfCard.get(format) ?? []).flatMap((l) => {
            const a = s.accessory.get(l.sku);
            return a && a.kind === kind ? [{ a, isDefault: l.isDefault }] : [];
          });
          const colour = kind === 'envelope' ? params.envelopeColor : undefined;
          const paper = kind === 'inlay' ? params.inlayPaper : undefined;
          const chosen =
            fitting.find((f) => f.a.sku === wanted) ??
            fitting.find(
              (f) => (colour ? f.a.colour === colour : false) || (paper ? f.a.paper === paper : false),
            ) ??
            fitting.find((f) => f.isDefault);
          if (!chosen) {
            assume(
              `${kind} "${wanted}": card ${format} has none, left out.`,
              'leftOut',
              kind,
              undefined,
              wanted,
            );
            continue;
          }
          const unit = accessoryUnitCents(s, ctx, chosen.a, format);
          if (unit === undefined) {
            assume(
              `${kind} ${chosen.a.sku} is not sold in ${ctx.market}, left out.`,
              'leftOut',
              kind,
              undefined,
              chosen.a.sku,
            );
            continue;
          }
          extras[kind] = chosen.a.sku;
          total += unit * card.quantity;
        }
        return done(
          {
            format: card.format,
            quantity: card.quantity,
            refinementType: card.refinementType,
            isSample: card.isSample,
            ...extras,
          },
          priceView(total, total, ctx.market),
          card.quantity,
          card.unitPrice,
        );
      }
    }
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, productType, market: ctx.market, message: error.message, assumptions };
    }
    throw error;
  }
}
