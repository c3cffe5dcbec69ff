/**
 * Licence gate for what the shop ships: every production dependency (npm's own resolved tree,
 * `npm ls --omit=dev --all`) must be usable in a closed-source product. GPL and AGPL are refused
 * (LGPL is fine: libvips is linked, not merged), and so is a package that names no licence,
 * because nobody has checked what it allows.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ShippedPackage = { name: string; version: string; licence: string | undefined; path: string };

type LsNode = { version?: string; path?: string; dependencies?: Record<string, LsNode> };

/** Strong copyleft: the shop's own code would have to be published. */
const REFUSED = /^(A?GPL)(-|$)/i;

/** Flattens npm's tree; entries without a version are optional peers that are not installed. */
export function shippedPackages(tree: LsNode): ShippedPackage[] {
  const found = new Map<string, ShippedPackage>();
  const walk = (node: LsNode): void => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.version && child.path && !found.has(child.path)) {
        found.set(child.path, {
          name,
          version: child.version,
          licence: licenceAt(child.path),
          path: child.path,
        });
      }
      walk(child);
    }
  };
  walk(tree);
  return [...found.values()];
}

function licenceAt(packageDir: string): string | undefined {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    license?: string | { type?: string };
    licenses?: { type?: string }[];
  };
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license?.type) return manifest.license.type;
  // The old `licenses` array lists alternatives the user may pick from.
  const types = manifest.licenses?.map((entry) => entry.type).filter((type): type is string => !!type);
  return types?.length ? types.join(' OR ') : undefined;
}

/**
 * Whether an SPDX expression leaves the shop a licence it may ship under: with `OR` one acceptable
 * side is enough, with `AND` both sides must be acceptable. `WITH` exceptions do not lift copyleft.
 */
export function licenceAllowsClosedSource(expression: string): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const orExpression = (): boolean => {
    let ok = andExpression();
    while (peek()?.toUpperCase() === 'OR') {
      at += 1;
      ok = andExpression() || ok;
    }
    return ok;
  };
  const andExpression = (): boolean => {
    let ok = term();
    while (peek()?.toUpperCase() === 'AND') {
      at += 1;
      ok = term() && ok;
    }
    return ok;
  };
  const term = (): boolean => {
    const token = tokens[at++];
    if (token === undefined) throw new Error(`incomplete licence expression "${expression}"`);
    if (token === '(') {
      const ok = orExpression();
      if (tokens[at++] !== ')') throw new Error(`unbalanced licence expression "${expression}"`);
      return ok;
    }
    if (peek()?.toUpperCase() === 'WITH') at += 2;
    return !REFUSED.test(token) && !/^SEE\s/i.test(token) && token.toUpperCase() !== 'UNLICENSED';
  };
  if (/^SEE LICENSE IN/i.test(expression.trim())) return false;
  const ok = orExpression();
  if (at !== tokens.length)
    throw new Error(`unexpected "${tokens[at]}" in licence expression "${expression}"`);
  return ok;
}

/** One line per package the shop may not ship; empty when all is well. */
export function licenceProblems(packages: ShippedPackage[]): string[] {
  const problems: string[] = [];
  for (const pkg of packages) {
    const id = `${pkg.name}@${pkg.version}`;
    if (!pkg.licence) {
      problems.push(`${id} names no licence`);
      continue;
    }
    try {
      if (!licenceAllowsClosedSource(pkg.licence)) problems.push(`${id} is ${pkg.licence}`);
    } catch (error) {
      problems.push(`${id}: ${(error as Error).message}`);
    }
  }
  return problems.sort();
}

export function productionTree(projectDir: string): LsNode {
  const output = execFileSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
    cwd: projectDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as LsNode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packages = shippedPackages(productionTree(fileURLToPath(new URL('..', import.meta.url))));
  const problems = licenceProblems(packages);
  if (problems.length > 0) {
    console.error(
      `Licence check failed: production dependencies the shop may not ship:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`Licence check: ${packages.length} production packages, none GPL or AGPL.`);
}
