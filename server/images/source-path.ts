/**
 * Turning the tail of `/cdn-cgi/image/{options}/{path}` into a file inside one of the asset
 * roots. The URL is attacker-controlled, so every step assumes hostile input: the raw request
 * path is inspected (not the router's decoded copy, which has already turned `%2f` into `/`),
 * and the final file is checked again after symlinks are resolved.
 */
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ApiError } from '../http/errors';

export const RESIZE_PREFIX = '/cdn-cgi/image/';

/**
 * Formats sharp decodes that are worth resizing. SVG is left out: librsvg follows references to
 * other files, and vector art gains nothing from raster resizing.
 */
export const SOURCE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'tif', 'tiff']);

const MAX_SOURCE_PATH = 1024;

export interface ResizeRequestParts {
  /** The option segment, percent-decoded. */
  options: string;
  /** Decoded path segments, each a plain file or directory name. */
  segments: string[];
}

function invalidPath(message: string): ApiError {
  return new ApiError(400, 'invalid_path', message);
}

export function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'Image not found.');
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw invalidPath('The image path is not valid percent-encoding.');
  }
}

/**
 * Splits a request URL (as received, query included) into its option string and source path
 * segments. Throws a 400 ApiError for anything that could address a file outside a root.
 */
export function splitResizeUrl(url: string): ResizeRequestParts {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const start = pathname.indexOf(RESIZE_PREFIX);
  if (start === -1) throw invalidPath('Not an image-resizing path.');
  const rest = pathname.slice(start + RESIZE_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash === -1) throw invalidPath('The image path is missing.');
  const options = decode(rest.slice(0, slash));
  const source = rest.slice(slash + 1);

  if (source.length === 0) throw invalidPath('The image path is missing.');
  if (source.length > MAX_SOURCE_PATH) throw invalidPath('The image path is too long.');
  // An encoded separator would survive segment splitting and become a separator again on disk.
  if (/%(2f|5c|00)/i.test(source)) throw invalidPath('The image path contains an encoded separator or NUL.');

  const segments = source.split('/').map(decode);
  for (const segment of segments) {
    if (segment === '') throw invalidPath('The image path must be relative, without empty segments.');
    if (segment === '.' || segment === '..')
      throw invalidPath('The image path must not contain dot segments.');
    // Backslashes are separators on Windows; a colon starts a drive letter or a remote URL scheme.
    if (/[\\:\0]/.test(segment)) throw invalidPath('The image path contains a forbidden character.');
  }
  return { options, segments };
}

function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

export interface SourceFile {
  /** Real path, symlinks resolved. */
  file: string;
  size: number;
  mtimeMs: number;
}

/**
 * Finds the first root holding the path. Hidden files, unsupported extensions, directories and
 * symlinks that lead out of the root are all simply "not found", so probing reveals nothing.
 */
export async function findSource(roots: readonly string[], segments: readonly string[]): Promise<SourceFile> {
  const name = segments.at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (segments.some((s) => s.startsWith('.')) || !SOURCE_EXTENSIONS.has(extension)) throw notFound();

  for (const root of roots) {
    let realRoot: string;
    try {
      realRoot = await realpath(resolve(root));
    } catch {
      continue;
    }
    const candidate = join(realRoot, ...segments);
    if (!isInside(realRoot, candidate)) continue;
    let real: string;
    try {
      real = await realpath(candidate);
    } catch {
      continue;
    }
    if (!isInside(realRoot, real)) continue;
    try {
      const info = await stat(real);
      if (info.isFile()) return { file: real, size: info.size, mtimeMs: info.mtimeMs };
    } catch {
      // Vanished between realpath and stat: treat like any other missing file.
    }
  }
  throw notFound();
}
