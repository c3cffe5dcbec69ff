/**
 * The seed stories of content/stories (written by the content helper against story-types.ts)
 * render through the block library in every language: no crash, no unknown block, no missing
 * rich-text renderer.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../../../shared/content/story-types';
import { ContentPage } from './ContentPage';
import { recordingLog, render } from './test-utils';

const root = join(import.meta.dirname, '../../../content/stories');

function storyFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return storyFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

interface StoryFile {
  content?: { component?: string };
  translations?: Record<string, { content?: { component?: string } }>;
}

const pages = storyFiles(root).flatMap((path) => {
  const file = JSON.parse(readFileSync(path, 'utf8')) as StoryFile;
  const contents = [
    ['default', file.content],
    ...Object.entries(file.translations ?? {}).map(([lang, t]) => [lang, t.content] as const),
  ] as const;
  return contents
    .filter(([, content]) => content?.component === 'Page')
    .map(([lang, content]) => [`${relative(root, path)} (${lang})`, content as PageContent] as const);
});

describe('seed stories render through the block library', () => {
  it.skipIf(pages.length === 0).each(pages)('%s', (_name, content) => {
    const log = recordingLog();
    expect(() => render(<ContentPage content={content} />, { log })).not.toThrow();
    expect(
      log.messages.filter((m) => /^(unknown block|missing rich-text renderer|invalid block)/.test(m)),
    ).toEqual([]);
  });
});
