/** A small typed event bus; tracking and flags subscribe to the page-load events on it. */
export type Listener<T> = (payload: T) => void;

export interface EventBus<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

export function createEventBus<Events extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void = () => {},
): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    emit(type, payload) {
      for (const listener of listeners.get(type) ?? []) {
        // One failing subscriber (say, a tracking script) must not stop page events for the rest.
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}

/** The page-load events of SPEC 4. */
export interface PageEvents extends Record<string, unknown> {
  hydrate: { path: string };
  'page-loading-start': { path: string };
  /** `routes`: the routes the new page renders, with their loader data (what flags it shows). */
  'page-loading-end': { path: string; status: number; routes?: readonly { id: string; data: unknown }[] };
}
