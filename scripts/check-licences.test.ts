import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  licenceAllowsClosedSource,
  licenceProblems,
  productionTree,
  shippedPackages,
} from './check-licences';

describe('licence gate for production dependencies', () => {
  it.each([
    ['MIT', true],
    ['Apache-2.0', true],
    ['LGPL-3.0-or-later', true],
    ['(MIT OR Apache-2.0)', true],
    ['MIT OR GPL-3.0-only', true],
    ['AGPL-3.0-or-later', false],
    ['GPL-2.0', false],
    ['GPL-3.0-only WITH GCC-exception-3.1', false],
    ['MIT AND GPL-2.0-or-later', false],
    ['(AGPL-3.0 OR GPL-3.0) AND MIT', false],
    ['SEE LICENSE IN LICENSE.txt', false],
    ['UNLICENSED', false],
  ])('%s may be shipped closed-source: %s', (expression, expected) => {
    expect(licenceAllowsClosedSource(expression)).toBe(expected);
  });

  it('finds an AGPL package deep in the tree, reading licences from the installed manifests', () => {
    const root = mkdtempSync(join(tmpdir(), 'licences-'));
    const install = (name: string, manifest: object): string => {
      const dir = join(root, 'node_modules', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
      return dir;
    };
    const tree = {
      dependencies: {
        fine: {
          version: '1.0.0',
          path: install('fine', { license: 'MIT' }),
          dependencies: {
            'ua-parser-js': {
              version: '2.0.10',
              path: install('ua-parser-js', { license: 'AGPL-3.0-or-later' }),
            },
            'old-style': {
              version: '1.0.0',
              path: install('old-style', { licenses: [{ type: 'GPL-2.0' }] }),
            },
            silent: { version: '1.0.0', path: install('silent', {}) },
            'optional-peer': {},
          },
        },
      },
    };
    expect(licenceProblems(shippedPackages(tree))).toEqual([
      'old-style@1.0.0 is GPL-2.0',
      'silent@1.0.0 names no licence',
      'ua-parser-js@2.0.10 is AGPL-3.0-or-later',
    ]);
  });

  it("passes on the shop's own production dependencies", () => {
    const packages = shippedPackages(productionTree(join(import.meta.dirname, '..')));
    expect(packages.map((pkg) => pkg.name)).toContain('fastify');
    expect(licenceProblems(packages)).toEqual([]);
  }, 30_000);
});
