/**
 * The toolbox endpoints over real HTTP with files made by sharp: each tool's result downloads and is
 * what it says, and every bad input (empty, wrong type, corrupt, a decompression bomb, oversized,
 * too many at once) is a translated 4xx while the server keeps answering.
 */
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, pngDeclaring, samplePhoto, startToolbox, type ToolboxTestServer } from './testing';

let server: ToolboxTestServer;

beforeAll(async () => {
  server = await startToolbox();
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown> & {
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

async function post(
  path: string,
  body: FormData | string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}/web-api/${path}`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function download(
  path: string,
): Promise<{ status: number; type: string | null; disposition: string | null; data: Buffer }> {
  const response = await fetch(`${server.origin}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    data: Buffer.from(await response.arrayBuffer()),
  };
}

function expectRefusal(answer: Answer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error?.code).toBe(code);
  expect(answer.body.error?.message).toMatch(/\w{3,}/);
}

describe('what the machine supports', () => {
  it('says which formats it reads and writes, HEIC plainly', async () => {
    const response = await fetch(`${server.origin}/web-api/toolbox-formats`);
    const body = (await response.json()) as {
      reads: string[];
      writes: string[];
      heic: { read: boolean; write: boolean };
    };
    expect(body.reads).toEqual(expect.arrayContaining(['jpeg', 'png', 'webp', 'tiff']));
    expect(body.writes).toEqual(expect.arrayContaining(['jpeg', 'png', 'webp', 'tiff']));
    expect(body.reads.includes('heic')).toBe(body.heic.read);
    expect(body.writes.includes('heic')).toBe(body.heic.write);
  });
});

describe('convert', () => {
  it.each(['png', 'webp', 'tiff', 'jpeg'] as const)(
    'turns a JPEG into %s that downloads as one',
    async (to) => {
      const photo = await samplePhoto(320, 200);
      const answer = await post(
        'toolbox-convert-file',
        form([{ name: 'Urlaub am Meer.jpg', data: photo }], { format: to }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const file = await download(answer.body.download as string);
      expect(file.status).toBe(200);
      expect(file.disposition).toMatch(/^attachment; filename="Urlaub-am-Meer\.(png|webp|tif|jpg)"/);
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe(to);
      expect([meta.width, meta.height]).toEqual([320, 200]);
      const preview = await download(answer.body.preview as string);
      expect(preview.type).toBe('image/jpeg');
      expect((await sharp(preview.data).metadata()).format).toBe('jpeg');
    },
  );

  it('reads a PNG named .jpg by its content, and AVIF where libheif has AV1', async () => {
    const png = await samplePhoto(64, 48, 'png');
    const answer = await post(
      'toolbox-convert-file',
      form([{ name: 'lies.jpg', data: png }], { format: 'webp' }),
    );
    expect(answer.status).toBe(200);
    expect((answer.body.sources as { format: string }[])[0]?.format).toBe('png');
    const avif = await samplePhoto(64, 48, 'avif');
    const fromAvif = await post(
      'toolbox-convert-file',
      form([{ name: 'a.avif', data: avif }], { format: 'jpeg' }),
    );
    expect(fromAvif.status).toBe(200);
  });

  it('refuses a target format the machine cannot write', async () => {
    const photo = await samplePhoto(32, 32);
    const answer = await post(
      'toolbox-convert-file',
      form([{ name: 'a.jpg', data: photo }], { format: 'bmp' }),
    );
    expectRefusal(answer, 400, 'invalid_option');
    expect(answer.body.error?.fields?.format).toMatch(/jpeg/);
  });
});

describe('optimise', () => {
  it('shrinks to a longest side and a byte budget and strips EXIF', async () => {
    const photo = await samplePhoto(1600, 1200);
    const answer = await post(
      'toolbox-optimize-image',
      form([{ name: 'big.jpg', data: photo }], { maxSide: '800', maxKb: '60', format: 'jpeg' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const file = await download(answer.body.download as string);
    expect(file.data.length).toBeLessThanOrEqual(60 * 1024);
    const meta = await sharp(file.data).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(800);
    expect(meta.exif).toBeUndefined();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
  });

  it('says so when a budget cannot be met', async () => {
    const photo = await samplePhoto(400, 300);
    const answer = await post(
      'toolbox-optimize-image',
      form([{ name: 'a.png', data: photo }], { maxKb: '10', format: 'png' }),
    );
    expectRefusal(answer, 422, 'budget_unreachable');
  });
});

describe('images to PDF', () => {
  it('puts every photo on its own page, A4 by default and Letter in the US', async () => {
    const files = [
      { name: 'one.jpg', data: await samplePhoto(300, 200) },
      { name: 'two.png', data: await samplePhoto(200, 300, 'png') },
    ];
    const answer = await post('toolbox-convert-pdf', form(files));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.pages).toBe(2);
    const file = await download(answer.body.download as string);
    expect(file.type).toBe('application/pdf');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(file.data);
    expect(pdf.getPageCount()).toBe(2);
    // The landscape photo gets a landscape A4 page, the portrait one a portrait page.
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(841.89, 1);
    expect(pdf.getPage(1).getSize().width).toBeCloseTo(595.28, 1);
    const us = await post('toolbox-convert-pdf', form(files), { 'x-channel': 'cards', 'x-locale': 'en-US' });
    expect(us.body.page).toBe('letter');
  });
});

describe('print advice', () => {
  it('names the formats that print sharply and the largest, in cm or inches', async () => {
    // 3600 x 2400 px: 60 x 40 cm at 152 dpi is sharp, 90 x 60 cm at 101 dpi only fair.
    const photo = await samplePhoto(3600, 2400, 'jpeg', 'flat');
    const answer = await post('toolbox-print-advice', form([{ name: 'p.jpg', data: photo }]), {
      'x-locale': 'de-DE',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [poster] = answer.body.products as {
      sharpUpTo: { value: string; label: string };
      summary: string;
      formats: { value: string; rating: string }[];
    }[];
    expect(poster?.sharpUpTo.value).toBe('600x400');
    expect(poster?.summary).toBe('Dein Foto wird bis 60 x 40\u00a0cm scharf gedruckt.');
    expect(poster?.formats.map((f) => f.rating)).toEqual(['good', 'good', 'fair']);
    const us = await post('toolbox-print-advice', form([{ name: 'p.jpg', data: photo }]), {
      'x-locale': 'en-US',
    });
    expect((us.body.products as { summary: string }[])[0]?.summary).toMatch(
      /up to 23½ x 15¾\u00a0in \(60 x 40\u00a0cm\)/,
    );
  });
});

describe('bad input', () => {
  it('an empty file', async () => {
    expectRefusal(
      await post('toolbox-convert-file', form([{ name: 'a.jpg', data: Buffer.alloc(0) }], { format: 'png' })),
      400,
      'empty_file',
    );
  });

  it('no file at all, and not a multipart body', async () => {
    expectRefusal(await post('toolbox-convert-file', form([], { format: 'png' })), 400, 'no_file');
    expectRefusal(
      await post('toolbox-convert-file', '{"format":"png"}', { 'content-type': 'application/json' }),
      415,
      'not_multipart',
    );
  });

  it('a text file named .jpg, a PDF and an SVG (wrong types by content)', async () => {
    const text = Buffer.from('hello, this is not a photo at all');
    expectRefusal(
      await post(
        'toolbox-convert-file',
        form([{ name: 'a.jpg', data: text, type: 'image/jpeg' }], { format: 'png' }),
      ),
      415,
      'unsupported_type',
    );
    const pdf = Buffer.from('%PDF-1.7\n%fake');
    expectRefusal(
      await post('toolbox-convert-file', form([{ name: 'a.png', data: pdf }], { format: 'png' })),
      415,
      'unsupported_type',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expectRefusal(
      await post('toolbox-convert-file', form([{ name: 'a.svg', data: svg }], { format: 'png' })),
      415,
      'unsupported_type',
    );
  });

  it('a HEIC photo (HEVC) where libheif has no HEVC decoder says so plainly', async () => {
    const formats = (await (await fetch(`${server.origin}/web-api/toolbox-formats`)).json()) as {
      heic: { read: boolean };
    };
    // An ISO-BMFF header with the brands an iPhone writes; the bytes after it do not matter here.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(200, 7),
    ]);
    const answer = await post(
      'toolbox-convert-file',
      form([{ name: 'IMG_0001.HEIC', data: heic }], { format: 'jpeg' }),
    );
    if (formats.heic.read) expect(answer.status).toBeGreaterThanOrEqual(400);
    else expectRefusal(answer, 415, 'heic_unsupported');
  });

  it('a corrupt JPEG (a real header, the rest cut off and scrambled)', async () => {
    const photo = await samplePhoto(400, 300);
    const broken = Buffer.concat([photo.subarray(0, 600), Buffer.alloc(400, 0x5a)]);
    expectRefusal(
      await post('toolbox-convert-file', form([{ name: 'a.jpg', data: broken }], { format: 'png' })),
      422,
      'corrupt_image',
    );
    expectRefusal(
      await post('toolbox-print-advice', form([{ name: 'a.jpg', data: broken }])),
      422,
      'corrupt_image',
    );
  });

  it('a tiny file declaring 30,000 x 30,000 px (decompression bomb), in every tool', async () => {
    const bomb = await pngDeclaring(30_000);
    expect(bomb.length).toBeLessThan(100);
    for (const path of [
      'toolbox-convert-file',
      'toolbox-optimize-image',
      'toolbox-convert-pdf',
      'toolbox-print-advice',
    ]) {
      const answer = await post(
        path,
        form([{ name: 'bomb.png', data: bomb }], path === 'toolbox-convert-file' ? { format: 'jpeg' } : {}),
      );
      expectRefusal(answer, 413, 'image_too_large');
    }
  });

  it('an upload over the size limit', async () => {
    const big = Buffer.concat([await samplePhoto(64, 64), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const answer = await post(
      'toolbox-convert-file',
      form([{ name: 'big.jpg', data: big }], { format: 'png' }),
    );
    expectRefusal(answer, 413, 'file_too_large');
    expect(answer.body.error?.message).toMatch(/2 MB/);
  });

  it('more files than a PDF may hold', async () => {
    const photo = await samplePhoto(32, 32);
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.jpg`, data: photo }));
    expectRefusal(await post('toolbox-convert-pdf', form(files)), 413, 'too_many_files');
  });

  it('answers in the shopper language', async () => {
    const answer = await post(
      'toolbox-convert-file',
      form([{ name: 'a.jpg', data: Buffer.alloc(0) }], { format: 'png' }),
      { 'x-locale': 'fr-FR' },
    );
    expect(answer.body.error?.message).toBe('Le fichier est vide. Veuillez choisir une autre photo.');
  });

  it('an unknown or expired download id', async () => {
    const unknown = await fetch(
      `${server.origin}/web-api/toolbox-download/3f1c2f5e-0000-4000-8000-000000000000`,
    );
    expect(unknown.status).toBe(404);
    const traversal = await fetch(`${server.origin}/web-api/toolbox-download/..%2F..%2Fetc%2Fpasswd`);
    expect(traversal.status).toBe(404);
    expect(((await traversal.json()) as Answer['body']).error?.code).toBe('expired');
  });

  it('many uploads at once from one address: the surplus gets 429, the server keeps answering', async () => {
    const photo = await samplePhoto(800, 600);
    const started = Array.from({ length: 8 }, () =>
      post('toolbox-optimize-image', form([{ name: 'p.jpg', data: photo }], { maxKb: '80', format: 'webp' })),
    );
    const probeStart = performance.now();
    const probe = await fetch(`${server.origin}/web-api/toolbox-formats`);
    const probeMs = performance.now() - probeStart;
    const answers = await Promise.all(started);
    expect(probe.status).toBe(200);
    expect(probeMs).toBeLessThan(1_000);
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 200 || s === 429),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.error?.code).toBe('too_many_uploads');
  });

  it('leaves no upload behind, only results', async () => {
    const jobs = await readdir(server.dir);
    for (const job of jobs) {
      const files = await readdir(`${server.dir}/${job}`);
      expect(
        files.filter((f) => f.startsWith('upload-')),
        job,
      ).toEqual([]);
    }
  });
});

describe('clean-up', () => {
  it('removes results after their time', async () => {
    const short = await startToolbox({ ttlMs: 300 });
    try {
      const answer = await fetch(`${short.origin}/web-api/toolbox-convert-file`, {
        method: 'POST',
        body: form([{ name: 'a.jpg', data: await samplePhoto(32, 32) }], { format: 'png' }),
      });
      const { download: path } = (await answer.json()) as { download: string };
      expect((await fetch(`${short.origin}${path}`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await fetch(`${short.origin}${path}`)).status).toBe(404);
      expect(await readdir(short.dir)).toEqual([]);
    } finally {
      await short.close();
    }
  });
});
