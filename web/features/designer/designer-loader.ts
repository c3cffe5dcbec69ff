/**
 * The loader of every /configurator-* route (server only): reads the link exactly as the link
 * inspector does (parseDesignerUrl), prices it with the catalogue, and gathers what the designer
 * offers (the materials and formats of a wall-art product, the card theme, the pages of a book).
 */
import {
  type CalendarFormat,
  designerSizeOf,
  isPhotobookFormat,
  PHOTO_PRINT_FORMATS,
  parseDesignerUrl,
  parseFormat,
  resolveCalendarStart,
} from '../../../shared/catalogue';
import type { DesignerQuote } from '../../../shared/contracts/page-services';
import { channelSells, isMarket } from '../../../shared/markets';
import { formatDimensions } from '../../../shared/markets/units';
import type { ServerLoadContext } from '../../app/server-context';
import {
  type CardTheme,
  type DesignerData,
  type DesignerOption,
  familyOf,
  type MultiLayout,
} from './designer-data';

/** The link's parameters as it writes them, "_" ones (the shop's own) left out, first value wins. */
function linkParams(url: URL, rejected: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('_') || value === '' || name in out) continue;
    const base = name.replace(/\[[^\]]*\]$/, '');
    if (rejected.has(name) || rejected.has(base)) continue;
    out[name] = value.slice(0, 300);
  }
  return out;
}

/** DIN sizes of the calendar formats named by paper size; "150-400" style ids are width-height in mm. */
const DIN: Record<string, [number, number]> = {
  a3: [297, 420],
  a4: [210, 297],
  a5: [148, 210],
  a6: [105, 148],
};
export function calendarAspect(format: string | undefined): number {
  if (!format) return 210 / 297;
  const din = /^(a[3-6])-(hoch|quer)$/.exec(format);
  if (din) {
    const [short, long] = DIN[din[1] ?? 'a4'] ?? [210, 297];
    return din[2] === 'hoch' ? short / long : long / short;
  }
  const mm = /^(\d+)-(\d+)$/.exec(format);
  return mm ? Number(mm[1]) / Number(mm[2]) : 1;
}

function multiLayout(
  productType: string,
  params: Record<string, unknown>,
  configuration: Record<string, unknown>,
  now: Date,
): MultiLayout {
  switch (productType) {
    case 'photobook': {
      const pages = Number(configuration.photobookPageCount ?? params.photobookPageCount ?? 24);
      const format = String(configuration.photobookFormat ?? params.photobookFormat ?? '');
      const size = isPhotobookFormat(format) ? designerSizeOf(format) : undefined;
      const square = /^(\d+)-(\d+)$/.exec(format);
      const aspect = size ? size.width / size.height : square ? Number(square[1]) / Number(square[2]) : 1;
      return { kind: 'page', slots: Number.isInteger(pages) && pages > 0 ? pages : 24, start: null, aspect };
    }
    case 'calendar': {
      const start = resolveCalendarStart({
        now,
        startDate: typeof params.startDate === 'string' ? params.startDate : undefined,
        startMonth: typeof params.startMonth === 'number' ? params.startMonth : undefined,
        year: typeof params.year === 'number' ? params.year : undefined,
      });
      const format = String(configuration.format ?? params.format ?? '') as CalendarFormat;
      return {
        kind: 'month',
        slots: 12,
        start: { month: start.startMonth, year: start.year },
        aspect: calendarAspect(format),
      };
    }
    case 'collage': {
      const tiles = Number(configuration.tileCount ?? params.tileCount ?? 4);
      return {
        kind: 'tile',
        slots: Number.isInteger(tiles) && tiles > 0 ? tiles : 4,
        start: null,
        aspect: 1,
      };
    }
    default: {
      const format = parseFormat(String(configuration.photoboxFormat ?? ''));
      return {
        kind: 'print',
        slots: null,
        start: null,
        aspect: format.ok ? format.format.width / format.format.height : 3 / 2,
      };
    }
  }
}

export async function designerLoader(url: URL, ctx: ServerLoadContext): Promise<DesignerData> {
  const parsed = parseDesignerUrl(url);
  const market = isMarket(parsed.params.locale) ? parsed.params.locale : ctx.info.market;
  const rejected = new Set(parsed.errors.map((e) => e.param));
  const params = linkParams(url, rejected);
  const family = familyOf(parsed.productType);
  const path = parsed.configurator ? `/configurator-${parsed.configurator}/` : url.pathname;

  let quote: DesignerQuote | undefined;
  if (parsed.productType && ctx.services.pricing) {
    try {
      quote = await ctx.services.pricing.quote({ parsed, market });
    } catch (error) {
      ctx.services.log.error('pricing a designer link failed', { error: String(error) });
    }
  }
  const configuration = quote?.ok ? quote.configuration : {};

  let options: DesignerOption[] = [];
  let selectedOption: string | null = null;
  if (parsed.productType === 'photoframe' && ctx.services.catalogue) {
    const material = parsed.params.materialType;
    const calculator = await ctx.services.catalogue.calculator({
      channel: ctx.info.channel,
      market,
      product: typeof material === 'string' ? material : 'leinwand',
      ...(parsed.params.frameType ? { frameType: parsed.params.frameType } : {}),
      ...(parsed.params.format ? { format: parsed.params.format } : {}),
      tags: [],
    });
    if (calculator) {
      options = calculator.options
        .flatMap((o) => [o, ...(o.group?.options ?? [])])
        .map((o) => ({
          value: o.value,
          labelKey: o.labelTranslationKey,
          materialType: o.context.materialType,
          frameType: o.context.frameType,
          formats: [...o.formats, ...o.moreFormats].map((f) => ({
            value: f.value,
            width: f.width,
            height: f.height,
            label: f.label,
          })),
          initialFormat: o.initiallySelectedFormat,
        }));
      const frame = parsed.params.frameType ?? null;
      selectedOption =
        options.find((o) => o.materialType === material && o.frameType === frame)?.value ??
        options.find((o) => o.materialType === material)?.value ??
        calculator.selectedValue;
    }
  } else if (parsed.productType === 'photoprint') {
    options = [
      {
        value: 'photoprint',
        labelKey: 'photoprint',
        materialType: 'photoprint',
        frameType: null,
        formats: PHOTO_PRINT_FORMATS.map((f) => ({
          value: `${f.width}x${f.height}`,
          width: f.width,
          height: f.height,
          label: formatDimensions(f.width, f.height, market),
        })),
        initialFormat: String(configuration.photoboxFormat ?? '150x100'),
      },
    ];
    selectedOption = 'photoprint';
  }

  let card: CardTheme | null = null;
  if (parsed.productType === 'card' && parsed.params.themeId && ctx.services.themes) {
    try {
      const theme = await ctx.services.themes.theme({
        channel: ctx.info.channel,
        market,
        id: parsed.params.themeId,
      });
      if (theme) {
        card = {
          id: theme.id,
          title: theme.title,
          front: theme.images[0] ?? null,
          inside: theme.images[1] ?? null,
          quantitySteps: theme.quantitySteps,
          defaultQuantity: theme.defaultQuantity,
          formats: theme.formats.map((f) => ({
            id: f.id,
            title: f.title,
            widthMm: f.widthMm,
            heightMm: f.heightMm,
            envelopes: f.envelopes.map((e) => ({ sku: e.sku, title: e.title, colourHex: e.colourHex })),
          })),
        };
      }
    } catch (error) {
      ctx.services.log.error('card theme unavailable for the designer', { error: String(error) });
    }
  }

  return {
    family,
    configurator: parsed.configurator ?? null,
    productType: parsed.productType ?? null,
    path,
    params,
    problems: parsed.errors.map((e) => ({
      param: e.param,
      problem: e.problem ?? 'invalidValue',
      message: e.message,
    })),
    market,
    initialQuote: quote?.ok
      ? { priceCurrent: quote.priceCurrent, quantity: quote.quantity, assumptions: quote.assumptions }
      : null,
    options,
    selectedOption,
    card,
    multi:
      family === 'multi' && parsed.productType
        ? multiLayout(parsed.productType, parsed.params as Record<string, unknown>, configuration, new Date())
        : null,
    priceChannel:
      parsed.productType === 'photoframe' && channelSells('posters', market) ? 'posters' : ctx.info.channel,
    basketItem: parsed.params.basketItem ?? null,
  };
}
