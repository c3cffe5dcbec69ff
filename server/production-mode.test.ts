import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

describe('production mode of the libraries', () => {
  it('server/main.ts imports production-mode before anything else', () => {
    const source = readFileSync(join(ROOT, 'server', 'main.ts'), 'utf8');
    const firstImport = source.match(/^import\s+[^;]*;/m)?.[0];
    expect(firstImport).toBe("import './production-mode';");
  });

  it('makes React load its production build when NODE_ENV is unset, and keeps a value that is set', () => {
    const probe = `import './server/production-mode.ts';
      const { renderToString } = await import('react-dom/server');
      const { createElement } = await import('react');
      // Only the development build warns about a missing key; the production build stays silent.
      const warnings = [];
      console.error = (...args) => warnings.push(String(args[0]));
      renderToString(createElement('ul', null, [createElement('li', null, 'a'), createElement('li', null, 'b')]));
      console.log(JSON.stringify({ env: process.env.NODE_ENV, warned: warnings.some((w) => w.includes('key')) }));`;
    const run = (env: NodeJS.ProcessEnv) =>
      JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
          cwd: ROOT,
          env,
          encoding: 'utf8',
        }).trim(),
      ) as { env: string; warned: boolean };
    const { NODE_ENV: _, ...unset } = process.env;
    expect(run(unset)).toEqual({ env: 'production', warned: false });
    expect(run({ ...unset, NODE_ENV: 'development' })).toEqual({ env: 'development', warned: true });
  });
});
