import { describe, expect, it } from 'vitest';
import { chunksWithPackage } from './browser-chunks';

describe('chunksWithPackage', () => {
  const stats = {
    chunks: [
      {
        file: 'assets/entry.js',
        modules: [
          { id: 'web/entry-client.tsx', bytes: 100 },
          { id: 'node_modules/react/index.js', bytes: 50 },
        ],
      },
      {
        file: 'assets/format.js',
        modules: [
          { id: 'shared/money/money.ts', bytes: 10 },
          { id: 'node_modules/zod/v4/core/core.js', bytes: 700 },
          { id: 'node_modules/zod/v4/classic/schemas.js', bytes: 300 },
        ],
      },
      // A package whose name starts like another's is not that package.
      { file: 'assets/other.js', modules: [{ id: 'node_modules/zod-extra/index.js', bytes: 5 }] },
    ],
  };

  it('names every chunk built from the package, with its bytes', () => {
    expect(chunksWithPackage(stats, 'zod')).toEqual([{ file: 'assets/format.js', bytes: 1000 }]);
  });

  it('finds none where there is none', () => {
    expect(chunksWithPackage(stats, 'three')).toEqual([]);
  });
});
