/**
 * The CMS error story (SPEC 2: the error page loads a content story at the error path) for the
 * error pages of every route. The server loads it only when a page fails and hands it over in
 * the context; the browser keeps the last one it was sent (bootstrap or _payload.json).
 */
import { createContext, useContext } from 'react';
import type { ContentPageData } from '../features/content-page/content-loader';

export const ErrorStoryContext = createContext<ContentPageData | null>(null);

// Browser only: the server never writes it, so concurrent requests cannot see each other's story.
let latest: ContentPageData | null = null;

export function rememberErrorStory(story: ContentPageData | null | undefined): void {
  if (story) latest = story;
}

export function useErrorStory(): ContentPageData | null {
  return useContext(ErrorStoryContext) ?? latest;
}
