import { createEventBus, type PageEvents } from '../../shared/events/bus';

/** The page's event bus; one per browser page (the server renders no events). */
export const pageEvents = createEventBus<PageEvents>((error) =>
  console.error('page event listener failed', error),
);
