/**
 * What an upload is, from its first bytes: the file name and the browser's Content-Type are the
 * shopper's (or an attacker's) word, the magic number is the file's.
 */
import type { InputKind } from './capabilities';

export type Sniffed = InputKind | 'pdf' | 'unknown';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export function sniff(head: Uint8Array): Sniffed {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && ascii(head, 1, 4) === 'PNG' && head[0] === 0x89) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 4 && (ascii(head, 0, 4) === 'II*\0' || ascii(head, 0, 4) === 'MM\0*')) return 'tiff';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands up to the end of the ftyp box.
    const boxSize = Math.min(head.length, (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!);
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  }
  return 'unknown';
}
