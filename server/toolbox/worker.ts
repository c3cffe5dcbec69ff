/**
 * The toolbox's image work, run in worker threads by piscina so that decoding a 50-megapixel photo
 * never blocks the request thread. Loaded by Node directly (type stripping): only erasable
 * TypeScript, and no relative imports other than types.
 */
import { stat, writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';
import type {
  ConvertTask,
  ImageFacts,
  InspectTask,
  OptimizeTask,
  PdfTask,
  ProcessedFile,
  TaskResult,
  ToolboxFailure,
  ToolboxTask,
} from './jobs';

// One libvips thread per worker: the pool decides the parallelism, not libvips on top of it.
sharp.concurrency(1);
sharp.cache(false);

class Refusal extends Error {
  readonly code: ToolboxFailure;
  constructor(code: ToolboxFailure, detail: string) {
    super(detail);
    this.code = code;
  }
}

const CONTENT_TYPES: Record<string, [string, string]> = {
  jpeg: ['image/jpeg', 'jpg'],
  png: ['image/png', 'png'],
  webp: ['image/webp', 'webp'],
  tiff: ['image/tiff', 'tif'],
  avif: ['image/avif', 'avif'],
  heic: ['image/heic', 'heic'],
};

/** libvips' own words for the ways an input can be broken or hostile, sorted into our codes. */
function classify(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  const message = error instanceof Error ? error.message : String(error);
  // sharp's timeout: "timeout: 12% complete".
  if (/^timeout\b/i.test(message)) return new Refusal('too_slow', message);
  if (/pixel limit|exceeds.*limit|too large/i.test(message)) return new Refusal('image_too_large', message);
  if (
    /unsupported (image )?format|unsupported (codec|feature)|no decoder|compression format/i.test(message)
  ) {
    return new Refusal('unsupported_type', message);
  }
  return new Refusal('corrupt_image', message);
}

/**
 * The running task's accounting: pixels decoded and its time limit (a worker runs one task at a
 * time, so module state is the task's own).
 */
const current = { pixels: 0, timeoutSeconds: 0 };

function open(input: string, maxPixels: number, pixels?: number) {
  // Every full decode is charged to the client's budget with the pixels its header declared.
  if (pixels !== undefined) current.pixels += pixels;
  // failOn 'error': a truncated or damaged file is refused instead of half-decoded.
  const image = sharp(input, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true });
  return current.timeoutSeconds > 0 ? image.timeout({ seconds: current.timeoutSeconds }) : image;
}

const pixelsOf = (facts: ImageFacts) => facts.width * facts.height;

async function inspect(input: string, maxPixels: number): Promise<ImageFacts> {
  const meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!meta.format || width < 1 || height < 1) throw new Refusal('corrupt_image', 'no image dimensions');
  // The header alone tells the size: a tiny file declaring 30,000 x 30,000 px is refused here,
  // before a single pixel is decoded (metadata() does not apply limitInputPixels itself).
  if (width * height > maxPixels) {
    throw new Refusal('image_too_large', `${width} x ${height} px exceeds ${maxPixels} px`);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format: meta.format,
    width,
    height,
    orientedWidth: turned ? height : width,
    orientedHeight: turned ? width : height,
    hasProfile: Boolean(meta.icc),
  };
}

/** A full decode: corrupt data past the header shows up here, not in metadata(). */
async function decodeCheck(input: string, maxPixels: number, pixels: number): Promise<void> {
  await open(input, maxPixels, pixels).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
}

async function writePreview(
  input: string,
  maxPixels: number,
  preview: string,
  pixels: number,
): Promise<void> {
  await open(input, maxPixels, pixels)
    .rotate()
    .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toFile(preview);
}

async function describeFile(path: string, format: string, previewPath: string): Promise<ProcessedFile> {
  const [contentType, extension] = CONTENT_TYPES[format] ?? ['application/octet-stream', 'bin'];
  const meta = await sharp(path).metadata();
  const { size } = await stat(path);
  return {
    path,
    previewPath,
    contentType,
    extension,
    bytes: size,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
  };
}

type Encoder = (pipeline: Sharp, quality: number) => Sharp;

const ENCODERS: Record<string, Encoder> = {
  jpeg: (p, quality) => p.jpeg({ quality, mozjpeg: true }),
  png: (p) => p.png({ compressionLevel: 9, adaptiveFiltering: true }),
  webp: (p, quality) => p.webp({ quality }),
  tiff: (p, quality) => p.tiff({ quality, compression: 'lzw' }),
  avif: (p, quality) => p.avif({ quality }),
  heic: (p, quality) => p.heif({ quality, compression: 'hevc' }),
};

function encode(pipeline: Sharp, format: string, quality: number): Sharp {
  const encoder = ENCODERS[format];
  if (!encoder) throw new Refusal('unsupported_type', `cannot write ${format}`);
  // JPEG has no alpha: transparent areas become white rather than black.
  return encoder(format === 'jpeg' ? pipeline.flatten({ background: '#ffffff' }) : pipeline, quality);
}

async function convert(task: ConvertTask): Promise<TaskResult> {
  const facts = await inspect(task.input, task.maxPixels);
  // The photo keeps its look: orientation applied, colour profile and EXIF kept.
  const pipeline = open(task.input, task.maxPixels, pixelsOf(facts)).rotate().keepMetadata();
  await encode(pipeline, task.format, task.quality).toFile(task.output);
  await writePreview(task.input, task.maxPixels, task.preview, pixelsOf(facts));
  return { ok: true, facts: [facts], file: await describeFile(task.output, task.format, task.preview) };
}

async function optimize(task: OptimizeTask): Promise<TaskResult> {
  const facts = await inspect(task.input, task.maxPixels);
  let side = Math.min(task.maxSide ?? Number.POSITIVE_INFINITY, Math.max(facts.width, facts.height));
  // A byte budget may cost pixels, but never more than half the side: past that the photo is no
  // longer worth printing, and the shopper hears that the budget is too small instead.
  const smallestSide = Math.max(16, Math.floor(side / 2));
  let quality = task.quality;
  // Metadata stripped (location, camera), the colour profile kept so colours print as shot.
  const render = async () => {
    const pipeline = open(task.input, task.maxPixels, pixelsOf(facts))
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .keepIccProfile();
    await encode(pipeline, task.format, quality).toFile(task.output);
    return (await stat(task.output)).size;
  };
  let bytes = await render();
  if (task.maxBytes !== undefined) {
    // Quality first (it costs the least), then size in steps of 15 %; bounded to a dozen encodes.
    for (let attempt = 0; bytes > task.maxBytes && attempt < 12; attempt++) {
      if (task.format !== 'png' && quality > 50) quality = Math.max(50, quality - 10);
      else if (side > smallestSide) side = Math.max(smallestSide, Math.floor(side * 0.85));
      else break;
      bytes = await render();
    }
    if (bytes > task.maxBytes) {
      throw new Refusal('budget_unreachable', `smallest result ${bytes} bytes > ${task.maxBytes}`);
    }
  }
  await writePreview(task.output, task.maxPixels, task.preview, side * side);
  return { ok: true, facts: [facts], file: await describeFile(task.output, task.format, task.preview) };
}

const PAGE_POINTS = { a4: [595.28, 841.89], letter: [612, 792] } as const;
const MARGIN = 28.35; // 1 cm
const PDF_DPI = 300;

async function pdf(task: PdfTask): Promise<TaskResult> {
  const facts: ImageFacts[] = [];
  for (const input of task.inputs) facts.push(await inspect(input, task.maxPixels));
  const doc = await PDFDocument.create();
  doc.setProducer('photo toolbox');
  doc.setCreator('photo toolbox');
  const [shortSide, longSide] = PAGE_POINTS[task.page];
  for (const [index, input] of task.inputs.entries()) {
    const fact = facts[index] as ImageFacts;
    const landscape = fact.orientedWidth > fact.orientedHeight;
    const pageWidth = landscape ? longSide : shortSide;
    const pageHeight = landscape ? shortSide : longSide;
    const boxWidth = pageWidth - 2 * MARGIN;
    const boxHeight = pageHeight - 2 * MARGIN;
    // No more pixels than the page prints at 300 dpi: keeps the PDF small without visible loss.
    const maxWidthPx = Math.round((boxWidth / 72) * PDF_DPI);
    const maxHeightPx = Math.round((boxHeight / 72) * PDF_DPI);
    const base = open(input, task.maxPixels, pixelsOf(fact))
      .rotate()
      .resize(maxWidthPx, maxHeightPx, { fit: 'inside', withoutEnlargement: true });
    const { data, info } =
      fact.format === 'png' && (await sharp(input).metadata()).hasAlpha
        ? await base.png().toBuffer({ resolveWithObject: true })
        : await base
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 90 })
            .toBuffer({ resolveWithObject: true });
    const image = info.format === 'png' ? await doc.embedPng(data) : await doc.embedJpg(data);
    const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const page = doc.addPage([pageWidth, pageHeight]);
    page.drawImage(image, { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height });
  }
  const bytes = await doc.save();
  await writeFile(task.output, bytes);
  await writePreview(
    task.inputs[0] as string,
    task.maxPixels,
    task.preview,
    pixelsOf(facts[0] as ImageFacts),
  );
  return {
    ok: true,
    facts,
    pages: task.inputs.length,
    file: {
      path: task.output,
      previewPath: task.preview,
      contentType: 'application/pdf',
      extension: 'pdf',
      bytes: bytes.byteLength,
      width: 0,
      height: 0,
    },
  };
}

async function inspectOnly(task: InspectTask): Promise<TaskResult> {
  const facts = await inspect(task.input, task.maxPixels);
  await decodeCheck(task.input, task.maxPixels, pixelsOf(facts));
  return { ok: true, facts: [facts] };
}

async function perform(task: ToolboxTask): Promise<TaskResult> {
  switch (task.kind) {
    case 'inspect':
      return await inspectOnly(task);
    case 'convert':
      return await convert(task);
    case 'optimize':
      return await optimize(task);
    case 'pdf':
      return await pdf(task);
  }
}

/** Runs a task and says what it cost, whether it succeeded or was refused. */
export default async function run(task: ToolboxTask): Promise<TaskResult> {
  current.pixels = 0;
  current.timeoutSeconds = task.timeoutSeconds ?? 0;
  const started = performance.now();
  const work = () => ({ pixels: current.pixels, ms: Math.round(performance.now() - started) });
  try {
    return { ...(await perform(task)), work: work() };
  } catch (error) {
    const refusal = classify(error);
    return { ok: false, code: refusal.code, detail: refusal.message.slice(0, 300), work: work() };
  }
}
