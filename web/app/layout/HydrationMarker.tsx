import { useEffect } from 'react';
import { pageEvents } from '../page-events';

/** Marks the document once React has hydrated it, and tells the page-event subscribers. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    pageEvents.emit('hydrate', { path: location.pathname });
  }, []);
  return null;
}
