/**
 * Pictures of designs: the shopper's photo cropped as designed (sharp), as a small thumbnail for
 * the basket and as a print-ready PDF (pdf-lib) at the product's physical size plus 3 mm bleed on
 * every side, the photos at full resolution and the card texts in an embedded TrueType font (Lato,
 * from the @expo-google-fonts/lato package, SIL Open Font License).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  clip,
  endPath,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
} from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';
import type { Design, DesignPhoto, PrintWarning } from '../../shared/contracts/basket';
import { languageOf, type Market } from '../../shared/markets';
import { GOOD_DPI } from '../../shared/print/print-advice';

export const BLEED_MM = 3;
const PT_PER_MM = 72 / 25.4;

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/lato/400Regular/Lato_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/lato/700Bold/Lato_700Bold.ttf'),
};
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function fonts() {
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

/** A photo file with its displayed size, and the design's crop of it. */
export interface PlacedPhoto {
  file: string;
  photo: DesignPhoto;
}

/** The pixel rectangle of a crop in the rotated image (EXIF orientation, then the design's rotation). */
export async function croppedImage(placed: PlacedPhoto, maxSide?: number): Promise<Sharp> {
  const meta = await sharp(placed.file, { limitInputPixels: false }).metadata();
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const turned = placed.photo.rotation === 90 || placed.photo.rotation === 270;
  const width = turned ? upright.height : upright.width;
  const height = turned ? upright.width : upright.height;
  const c = placed.photo.crop;
  const left = Math.min(width - 1, Math.max(0, Math.round(c.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(c.y * height)));
  const w = Math.max(1, Math.min(width - left, Math.round(c.width * width)));
  const h = Math.max(1, Math.min(height - top, Math.round(c.height * height)));
  // EXIF orientation, then the design's rotation, then the crop: one pipeline, no re-encoding.
  let out = sharp(placed.file, { failOn: 'error', limitInputPixels: false })
    .autoOrient()
    .rotate(placed.photo.rotation)
    .extract({ left, top, width: w, height: h });
  if (maxSide) out = out.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  return out;
}

/** The basket thumbnail: the first photo as designed, in the product's proportions, or a blank card. */
export async function thumbnail(
  first: PlacedPhoto | undefined,
  size: { widthMm: number; heightMm: number } | undefined,
  width = 320,
): Promise<Buffer> {
  const ratio = size ? size.heightMm / size.widthMm : 1;
  const height = Math.max(1, Math.round(width * ratio));
  if (!first) {
    return sharp({ create: { width, height, channels: 3, background: '#efefef' } })
      .jpeg({ quality: 80 })
      .toBuffer();
  }
  const image = await croppedImage(first, 1600);
  return image.resize(width, height, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

export interface PrintJob {
  productType: string;
  market: Market;
  /** Trim size of one page. */
  size: { widthMm: number; heightMm: number };
  folded: boolean;
  design: Design;
  photos: PlacedPhoto[];
  title: string;
  /** Calendar start, "YYYY-MM" (defaults to next month). */
  startMonth?: string | undefined;
}

export interface PrintResult {
  pdf: Uint8Array;
  warnings: PrintWarning[];
  /** Page size with bleed, in mm. */
  pageMm: { width: number; height: number };
}

interface Ctx {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  pageW: number;
  pageH: number;
  bleed: number;
  warnings: PrintWarning[];
}

function newPage(ctx: Ctx): PDFPage {
  const page = ctx.doc.addPage([ctx.pageW, ctx.pageH]);
  // MediaBox = BleedBox = trim plus bleed; TrimBox is the finished size.
  page.setBleedBox(0, 0, ctx.pageW, ctx.pageH);
  page.setTrimBox(ctx.bleed, ctx.bleed, ctx.pageW - 2 * ctx.bleed, ctx.pageH - 2 * ctx.bleed);
  return page;
}

/** Draws a photo to cover a box (in points), at the photo's full resolution; records its dpi. */
async function drawPhoto(
  ctx: Ctx,
  page: PDFPage,
  placed: PlacedPhoto,
  index: number,
  box: { x: number; y: number; width: number; height: number },
): Promise<void> {
  const image = await croppedImage(placed);
  const jpeg = await image
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  const embedded = await ctx.doc.embedJpg(jpeg.data);
  const scale = Math.max(box.width / jpeg.info.width, box.height / jpeg.info.height);
  const w = jpeg.info.width * scale;
  const h = jpeg.info.height * scale;
  // Clip to the box so a cover-scaled photo does not spill onto its neighbours.
  page.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
  page.drawImage(embedded, {
    x: box.x + (box.width - w) / 2,
    y: box.y + (box.height - h) / 2,
    width: w,
    height: h,
  });
  page.pushOperators(popGraphicsState());
  const dpi = Math.floor(jpeg.info.width / (w / 72));
  if (dpi < GOOD_DPI) ctx.warnings.push({ photo: index, dpi, threshold: GOOD_DPI });
}

function drawCentred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  size: number,
  y: number,
  width: number,
  x0 = 0,
) {
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    let s = size;
    while (s > 4 && font.widthOfTextAtSize(line, s) > width * 0.9) s -= 0.5;
    const w = font.widthOfTextAtSize(line, s);
    page.drawText(line, {
      x: x0 + (width - w) / 2,
      y: y - i * s * 1.3,
      size: s,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  });
}

/** The print file of one order line. */
export async function printPdf(job: PrintJob): Promise<PrintResult> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await fonts();
  const ctx: Ctx = {
    doc,
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
    pageW: (job.size.widthMm + 2 * BLEED_MM) * PT_PER_MM,
    pageH: (job.size.heightMm + 2 * BLEED_MM) * PT_PER_MM,
    bleed: BLEED_MM * PT_PER_MM,
    warnings: [],
  };
  doc.setTitle(job.title);
  doc.setCreator('photo-print-shop');
  doc.setProducer('pdf-lib');
  const full = { x: 0, y: 0, width: ctx.pageW, height: ctx.pageH };
  const { photos, design } = job;
  const trimW = ctx.pageW - 2 * ctx.bleed;

  switch (job.productType) {
    case 'card': {
      const front = newPage(ctx);
      const texts = [design.texts['front.names'], design.texts['front.date']].filter(Boolean) as string[];
      const band = texts.length > 0 ? ctx.pageH * 0.28 : 0;
      if (photos[0])
        await drawPhoto(ctx, front, photos[0], 0, {
          x: 0,
          y: band,
          width: ctx.pageW,
          height: ctx.pageH - band,
        });
      if (texts[0]) drawCentred(front, ctx.bold, texts[0], 16, band * 0.62, trimW, ctx.bleed);
      if (texts[1]) drawCentred(front, ctx.regular, texts[1], 11, band * 0.3, trimW, ctx.bleed);
      const message = design.texts['front.message'];
      const inside = design.texts.inside;
      if (job.folded || inside || message) {
        const page = newPage(ctx);
        const body = [message, inside].filter(Boolean).join('\n\n');
        if (body) drawCentred(page, ctx.regular, body, 12, ctx.pageH * 0.6, trimW, ctx.bleed);
      }
      break;
    }
    case 'calendar': {
      const locale = `${languageOf(job.market)}-${job.market.slice(3)}`;
      const start = job.startMonth && /^\d{4}-\d{2}$/.test(job.startMonth) ? job.startMonth : undefined;
      const now = new Date();
      const first = start
        ? new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, 1))
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const cover = newPage(ctx);
      if (photos[0]) await drawPhoto(ctx, cover, photos[0], 0, full);
      const fmt = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) {
        const page = newPage(ctx);
        const index = photos.length > 1 ? 1 + (m % (photos.length - 1)) : 0;
        const placed = photos[index];
        if (placed)
          await drawPhoto(ctx, page, placed, index, {
            x: 0,
            y: ctx.pageH * 0.3,
            width: ctx.pageW,
            height: ctx.pageH * 0.7,
          });
        const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + m, 1));
        drawCentred(page, ctx.bold, fmt.format(month), 18, ctx.pageH * 0.18, trimW, ctx.bleed);
      }
      break;
    }
    case 'collage': {
      const page = newPage(ctx);
      const cols = Math.ceil(Math.sqrt(photos.length));
      const rows = Math.ceil(photos.length / cols);
      const cw = ctx.pageW / cols;
      const ch = ctx.pageH / rows;
      for (const [i, placed] of photos.entries()) {
        const col = i % cols;
        const row = Math.floor(i / cols);
        await drawPhoto(ctx, page, placed, i, {
          x: col * cw,
          y: ctx.pageH - (row + 1) * ch,
          width: cw,
          height: ch,
        });
      }
      break;
    }
    default: {
      // Single photos, prints of a box, pages of a book: one page per photo.
      for (const [i, placed] of photos.entries()) await drawPhoto(ctx, newPage(ctx), placed, i, full);
      const title = design.texts.title ?? design.texts['cover.title'];
      if (title && job.productType === 'photobook') {
        const first = doc.getPage(0);
        drawCentred(first, ctx.bold, title, 24, ctx.pageH * 0.12, trimW, ctx.bleed);
      }
    }
  }
  if (doc.getPageCount() === 0) newPage(ctx);
  const pdf = await doc.save();
  return {
    pdf,
    warnings: ctx.warnings,
    pageMm: { width: job.size.widthMm + 2 * BLEED_MM, height: job.size.heightMm + 2 * BLEED_MM },
  };
}
