import { useEffect } from 'react';
import { whenIslandsHydrated } from '../../ui/island';
import { pageEvents } from '../page-events';

/**
 * Marks the document once React has hydrated it, islands included (ui/island.tsx), and tells
 * the page-event subscribers: from then on every control of the page answers.
 */
export function HydrationMarker() {
  useEffect(() => {
    let cancelled = false;
    void whenIslandsHydrated().then(() => {
      if (cancelled) return;
      document.documentElement.dataset.hydrated = 'true';
      pageEvents.emit('hydrate', { path: location.pathname });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
