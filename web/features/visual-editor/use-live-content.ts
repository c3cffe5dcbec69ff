import { useEffect, useState } from 'react';
import type { PageContent } from '../../../shared/content/story-types';
import { useShop } from '../../app/shop-context';

/**
 * The page's content, replaced by what the visual editor sends while someone edits it. Only a
 * verified preview (the server sets `visualEditor`) loads the bridge; elsewhere this is the
 * loader's content and nothing more.
 */
export function useLiveContent(uuid: string, content: PageContent): PageContent {
  const { visualEditor, market } = useShop();
  const [live, setLive] = useState<{ uuid: string; content: PageContent } | null>(null);
  useEffect(() => {
    if (!visualEditor) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./bridge')
      .then(({ connectVisualEditor }) =>
        connectVisualEditor({
          ...visualEditor,
          storyUuid: uuid,
          market,
          onInput: (next) => setLive({ uuid, content: next as PageContent }),
          reload: () => window.location.reload(),
        }),
      )
      .then((off) => {
        if (cancelled) off();
        else stop = off;
      })
      .catch((error: unknown) => console.warn('visual editor bridge unavailable', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [visualEditor, uuid, market]);
  return live && live.uuid === uuid ? live.content : content;
}
