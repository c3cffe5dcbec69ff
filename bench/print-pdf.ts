/**
 * The print file of the largest common wall-art order: a 60 x 90 cm canvas from a photo with
 * 300 dpi at that size (7087 x 10630 px, 75 megapixels), made as an order makes it (crop with
 * sharp, full-resolution JPEG into pdf-lib, 3 mm bleed). Time and the process's peak memory.
 * `node --import tsx bench/print-pdf.ts` runs it alone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { printPdf } from '../server/basket/render';

export interface PrintPdfFigures {
  pixels: { width: number; height: number };
  seconds: number;
  pdfMiB: number;
  peakRssMiB: number;
  dpi: number;
}

export async function benchPrintPdf(): Promise<PrintPdfFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-print-'));
  const width = Math.round((600 / 25.4) * 300);
  const height = Math.round((900 / 25.4) * 300);
  try {
    const file = join(dir, 'photo.jpeg');
    await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#6b8e9f',
        noise: { type: 'gaussian', mean: 128, sigma: 24 },
      },
      limitInputPixels: false,
    })
      .jpeg({ quality: 88 })
      .toFile(file);
    let peak = process.memoryUsage().rss;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const start = performance.now();
    const result = await printPdf({
      productType: 'photoframe',
      market: 'de-DE',
      size: { widthMm: 600, heightMm: 900 },
      folded: false,
      design: {
        photos: [{ uploadId: 'bench', crop: { x: 0, y: 0, width: 1, height: 1 }, rotation: 0 }],
        texts: {},
        options: {},
      },
      photos: [
        { file, photo: { uploadId: 'bench', crop: { x: 0, y: 0, width: 1, height: 1 }, rotation: 0 } },
      ],
      title: 'bench 60 x 90 cm',
    });
    const seconds = (performance.now() - start) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      pixels: { width, height },
      seconds,
      pdfMiB: result.pdf.byteLength / 1024 / 1024,
      peakRssMiB: peak / 1024 / 1024,
      // With bleed the photo covers 606 x 906 mm.
      dpi: Math.floor(width / (606 / 25.4)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchPrintPdf();
  console.log(JSON.stringify(figures, null, 2));
}
