/**
 * Islands: parts of the page that the server renders in full but whose JavaScript the browser
 * fetches only after the entry has hydrated the rest (React's selective hydration).
 *
 * Each island renders inside its own Suspense boundary. On the server every island's module is
 * loaded before the first render (preloadIslands), so the HTML is complete and never streams a
 * fallback. In the browser the module is not there at hydration time: React keeps the server's
 * HTML of that boundary untouched and hydrates it when the chunk arrives, so the page's first
 * interaction waits only for the entry (the stack plus a small shell), not for every feature.
 *
 * Two rules keep the server's HTML on screen until then: an island is memoised (a parent that
 * re-renders with equal props does not touch the waiting boundary), and state changes above
 * islands right after hydration go through startTransition (an urgent update reaching a boundary
 * that has not hydrated yet makes React drop its HTML and render it on the client).
 */
import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect, useState } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const loaders = new Set<() => Promise<unknown>>();
let loadedCount = 0;

/** Loads every island's module (and those the loaded modules declare); the server awaits it before rendering. */
export async function preloadIslands(): Promise<void> {
  while (loadedCount !== loaders.size) {
    const all = [...loaders];
    await Promise.all(all.map((load) => load()));
    loadedCount = all.length;
  }
}

/** Islands rendered in the browser whose code has not hydrated yet. */
let waiting = 0;
const settledListeners = new Set<() => void>();

function settleOne() {
  waiting -= 1;
  if (waiting > 0) return;
  for (const listener of [...settledListeners]) listener();
  settledListeners.clear();
}

/** Resolves once every island of the page has hydrated (the page is then fully interactive). */
export function whenIslandsHydrated(): Promise<void> {
  if (waiting === 0) return Promise.resolve();
  return new Promise((resolve) => settledListeners.add(resolve));
}

interface IslandBodyProps<P> {
  component: () => ComponentType<P> | undefined;
  props: P;
  onHydrated: (() => void) | undefined;
}

/** The component the chunk brought, plus a signal once its first effects ran (it has hydrated). */
function IslandBody<P extends object>({ component, props, onHydrated }: IslandBodyProps<P>) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  const Component = component();
  return Component ? <Component {...props} /> : null;
}

/**
 * A component whose code is its own chunk. `fallback` is shown only in the browser when a
 * client-side navigation renders the island before its chunk arrived.
 */
export function island<P extends object>(
  load: Loader<P>,
  fallback: ReactNode = null,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  loaders.add(preload);

  const Body = lazy(async () => {
    await preload();
    return { default: IslandBody as ComponentType<IslandBodyProps<P>> };
  });

  // A factory called once per island at module level, not during render: the component is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Island(props: P) {
    // Counted once per instance that has to wait for its chunk in the browser.
    const [onHydrated] = useState(() => {
      if (loaded || typeof window === 'undefined') return undefined;
      waiting += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        settleOne();
      };
    });
    // An instance that goes away before its code arrived (a client render replaced it) settles too.
    useEffect(() => () => onHydrated?.(), [onHydrated]);
    const Loaded = loaded;
    return (
      <Suspense fallback={fallback}>
        {Loaded && !onHydrated ? (
          <Loaded {...props} />
        ) : (
          <Body component={() => loaded} props={props} onHydrated={onHydrated} />
        )}
      </Suspense>
    );
  }
  return Object.assign(memo(Island), { preload });
}
