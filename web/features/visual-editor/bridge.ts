/**
 * Storyblok's visual editor in the browser (loaded only on a verified preview, in its own chunk):
 * loads the bridge script with the page's nonce, and turns the bridge's events into page updates.
 * `input` (an editor typing) re-renders the page with the story the editor sent, without a
 * reload; `change` (saved) and `published` reload the page, which then reads the saved draft.
 */

import { storyInMarket } from '../../../shared/content/story-in-market';
import type { Market } from '../../../shared/markets';

/** An event of the bridge (Storyblok's postMessage protocol, `action` plus its data). */
export interface BridgeEvent {
  action: string;
  story?: { id?: number | string; uuid?: string; content?: unknown };
  storyId?: number | string;
}

interface BridgeInstance {
  on(events: string | string[], callback: (event: BridgeEvent) => void): void;
}

type BridgeConstructor = new (config?: Record<string, unknown>) => BridgeInstance;

declare global {
  interface Window {
    StoryblokBridge?: BridgeConstructor;
  }
}

let loading: Promise<BridgeConstructor> | undefined;

/** The bridge class, after loading its script once (nonce'd like every script of the page). */
export function loadBridge(bridgeUrl: string): Promise<BridgeConstructor> {
  if (window.StoryblokBridge) return Promise.resolve(window.StoryblokBridge);
  loading ??= new Promise<BridgeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = bridgeUrl;
    script.async = true;
    // Scripts may read a nonce (the attribute is hidden, the property is not).
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () =>
      window.StoryblokBridge
        ? resolve(window.StoryblokBridge)
        : reject(new Error('the bridge script defined no StoryblokBridge'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`the bridge script ${bridgeUrl} did not load`));
    };
    document.head.append(script);
  });
  return loading;
}

export interface VisualEditorOptions {
  bridgeUrl: string;
  editorOrigin: string;
  /** The page's story; input events for other stories are ignored. */
  storyUuid: string;
  /** The content is shown as the server shows it in this market (spelling, contact details). */
  market: Market;
  onInput(content: unknown): void;
  reload(): void;
}

/** Connects the page to the editor; the returned function stops listening. */
export async function connectVisualEditor(options: VisualEditorOptions): Promise<() => void> {
  const Bridge = await loadBridge(options.bridgeUrl);
  // customParent: the editor origin the bridge answers (Storyblok's own defaults to app.storyblok.com).
  const bridge = new Bridge({ customParent: options.editorOrigin, preventClicks: true });
  let active = true;
  bridge.on(['input', 'change', 'published'], (event) => {
    if (!active) return;
    if (event.action === 'input') {
      const story = event.story;
      if (!story || typeof story.content !== 'object' || story.content === null) return;
      if (story.uuid && story.uuid !== options.storyUuid) return;
      options.onInput(storyInMarket(story.content, options.market));
    } else {
      options.reload();
    }
  });
  return () => {
    active = false;
  };
}
