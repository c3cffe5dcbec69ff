/** File sizes in the market's number style: "850 KB", "2.4 MB". */
export function formatBytes(bytes: number, market: string): string {
  const kb = bytes / 1024;
  const [value, unit] = kb < 1024 ? [kb, 'kilobyte'] : [kb / 1024, 'megabyte'];
  return new Intl.NumberFormat(market, {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  tiff: 'TIFF',
  gif: 'GIF',
  avif: 'AVIF',
  heic: 'HEIC',
};

export function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format.toUpperCase();
}
