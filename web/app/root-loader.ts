/** Data every page of a brand shares: the global story (header, navigation, footer). Server only. */
import type { GlobalContent } from '../../shared/content/story-types';
import { toSwissSpelling, usesSwissSpelling } from '../../shared/content/swiss-spelling';
import { languageOf } from '../../shared/markets';
import type { ServerLoadContext } from './server-context';

export interface RootData {
  global: GlobalContent | null;
}

export async function rootLoader(ctx: ServerLoadContext): Promise<RootData> {
  const { info, services } = ctx;
  if (!services.content) return { global: null };
  try {
    const global = await services.content.global({
      channel: info.channel,
      language: languageOf(info.market),
      ...(ctx.preview ? { preview: ctx.preview } : {}),
    });
    if (!global) return { global: null };
    return { global: usesSwissSpelling(info.market) ? toSwissSpelling(global) : global };
  } catch (error) {
    // The page still renders with the shop's own header and footer; the error is in the log.
    services.log.error('global story unavailable', { error: String(error) });
    return { global: null };
  }
}
