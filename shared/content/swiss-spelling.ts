/**
 * Swiss Standard German writes "ss" where German writes "ß". The German stories serve de-CH and
 * de-LI too, so their text is converted when shown there; links, paths and ids are left alone.
 */
import type { Market } from '../markets';
import { mapStoryText } from './story-text';

const SWISS: readonly Market[] = ['de-CH', 'de-LI'];

export function usesSwissSpelling(market: Market): boolean {
  return SWISS.includes(market);
}

/** A copy of story content with every "ß" of its text written "ss". */
export function toSwissSpelling<T>(content: T): T {
  return mapStoryText(content, (text) => text.replace(/ß/g, 'ss'));
}
