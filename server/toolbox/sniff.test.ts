import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniff } from './sniff';

const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } });

describe('sniff', () => {
  it('knows images by their bytes', async () => {
    expect(sniff(await image.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniff(await image.clone().png().toBuffer())).toBe('png');
    expect(sniff(await image.clone().webp().toBuffer())).toBe('webp');
    expect(sniff(await image.clone().tiff().toBuffer())).toBe('tiff');
    expect(sniff(await image.clone().gif().toBuffer())).toBe('gif');
    expect(sniff(await image.clone().avif().toBuffer())).toBe('avif');
  });

  it('tells HEIC from AVIF by the ftyp brands, and refuses the rest', () => {
    const box = (brands: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 8 + brands.length]), Buffer.from(`ftyp${brands}`)]);
    expect(sniff(box('heic\0\0\0\0mif1heic'))).toBe('heic');
    expect(sniff(box('mif1\0\0\0\0mif1heic'))).toBe('heic');
    expect(sniff(box('avif\0\0\0\0mif1miaf'))).toBe('avif');
    expect(sniff(box('isom\0\0\0\0isommp41'))).toBe('unknown');
    expect(sniff(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('unknown');
    expect(sniff(Buffer.alloc(0))).toBe('unknown');
  });
});
