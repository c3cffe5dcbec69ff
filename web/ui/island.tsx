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
import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';

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

/**
 * Resolves once every island of the page has hydrated (the page is then fully interactive).
 * Asked from an effect, it first lets the rest of that commit's effects run: islands count
 * themselves from their own mount effects.
 */
export async function whenIslandsHydrated(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (waiting === 0) return;
  await new Promise<void>((resolve) => settledListeners.add(resolve));
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
    // In the browser an instance that had to wait for its chunk is counted from its mount (render
    // attempts React throws away never count) until its body hydrated or it went away.
    const [waitsForCode] = useState(() => !loaded && typeof window !== 'undefined');
    const [tracker] = useState(() => ({ mounted: false, hydrated: false }));
    const onHydrated = useCallback(() => {
      if (tracker.hydrated) return;
      tracker.hydrated = true;
      if (tracker.mounted) settleOne();
    }, [tracker]);
    useEffect(() => {
      if (!waitsForCode) return;
      if (!tracker.hydrated) {
        tracker.mounted = true;
        waiting += 1;
      }
      return () => {
        if (tracker.mounted && !tracker.hydrated) {
          tracker.hydrated = true;
          settleOne();
        }
      };
    }, [waitsForCode, tracker]);
    const Loaded = loaded;
    return (
      <Suspense fallback={fallback}>
        {Loaded && !waitsForCode ? (
          <Loaded {...props} />
        ) : (
          <Body component={() => loaded} props={props} onHydrated={waitsForCode ? onHydrated : undefined} />
        )}
      </Suspense>
    );
  }
  return Object.assign(memo(Island), { preload });
}
