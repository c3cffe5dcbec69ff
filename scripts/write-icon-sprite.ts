/** Writes web/ui/icons/sprite.svg from icon-paths.ts: `node --import tsx scripts/write-icon-sprite.ts`. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spriteSvg } from '../web/ui/icons/sprite-svg';

const file = join(import.meta.dirname, '..', 'web', 'ui', 'icons', 'sprite.svg');
writeFileSync(file, spriteSvg());
console.log(`wrote ${file}`);
