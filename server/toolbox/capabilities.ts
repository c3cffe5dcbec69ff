/**
 * Which formats this machine reads and writes. sharp's prebuilt libvips ships libheif with the AV1
 * codec only: AVIF (HEIF with AV1) works, HEIC photos from phones (HEIF with HEVC) do not, for
 * patent reasons. A libvips built with libde265/x265 reads and writes HEIC; we ask, not assume.
 */
import sharp from 'sharp';
import type { OutputFormat } from './jobs';

export interface Capabilities {
  /** Sniffed input kinds the server decodes. */
  reads: InputKind[];
  writes: OutputFormat[];
  /** Stated plainly to shoppers and in the API: HEIC needs HEVC, which this build may lack. */
  heic: { read: boolean; write: boolean };
}

export type InputKind = 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif' | 'avif' | 'heic';

let probed: Promise<Capabilities> | undefined;

async function canWriteHevc(): Promise<boolean> {
  try {
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .heif({ compression: 'hevc' })
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

export function capabilities(): Promise<Capabilities> {
  probed ??= (async () => {
    const heif = sharp.format.heif;
    const suffixes = heif?.input.fileSuffix ?? [];
    const heicRead = Boolean(heif?.input.file) && suffixes.includes('.heic');
    const heicWrite = Boolean(heif?.output.file) && (await canWriteHevc());
    const avif = Boolean(heif?.input.file) && suffixes.includes('.avif');
    const reads: InputKind[] = ['jpeg', 'png', 'webp', 'tiff', 'gif'];
    if (avif) reads.push('avif');
    if (heicRead) reads.push('heic');
    const writes: OutputFormat[] = ['jpeg', 'png', 'webp', 'tiff'];
    if (heif?.output.file) writes.push('avif');
    if (heicWrite) writes.push('heic');
    return { reads, writes, heic: { read: heicRead, write: heicWrite } };
  })();
  return probed;
}
