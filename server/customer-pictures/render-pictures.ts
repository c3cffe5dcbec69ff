/**
 * Renders the seeded customer pictures into content/assets/customer-pictures (committed, so a
 * start needs no rendering). Run again after changing picture-art.ts or the seed rows:
 *   node --import tsx server/customer-pictures/render-pictures.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { customerPictureRows } from '../db/seed/customer-pictures';
import { customerPictureSvg } from './picture-art';

const ROOT = join(import.meta.dirname, '..', '..', 'content');

for (const row of customerPictureRows()) {
  const file = join(ROOT, row.image);
  await mkdir(join(file, '..'), { recursive: true });
  const jpeg = await sharp(Buffer.from(customerPictureSvg(row.id, row.product)))
    .jpeg({ quality: 74, mozjpeg: true })
    .toBuffer();
  await writeFile(file, jpeg);
}
console.log('customer pictures rendered');
