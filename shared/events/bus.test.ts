import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type PageEvents } from './bus';

describe('event bus', () => {
  it('delivers typed payloads to subscribers until they unsubscribe', () => {
    const bus = createEventBus<PageEvents>();
    const seen: string[] = [];
    const off = bus.on('page-loading-end', (e) => seen.push(`${e.path}:${e.status}`));
    bus.emit('page-loading-end', { path: '/a', status: 200 });
    off();
    bus.emit('page-loading-end', { path: '/b', status: 404 });
    expect(seen).toEqual(['/a:200']);
  });

  it('keeps delivering when one subscriber throws', () => {
    const onError = vi.fn();
    const bus = createEventBus<PageEvents>(onError);
    const second = vi.fn();
    bus.on('hydrate', () => {
      throw new Error('broken tracker');
    });
    bus.on('hydrate', second);
    bus.emit('hydrate', { path: '/' });
    expect(second).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
  });
});
