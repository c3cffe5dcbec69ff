import { describe, expect, it, vi } from 'vitest';
import { toSplitEvaluation } from '../../../shared/flags';
import { sessionAnalytics, sessionRecorderSink } from './session-analytics';

const event = toSplitEvaluation({ feature: 'f', keyName: 'k', treatment: 'on', time: 1, label: 'l' });

describe('session analytics', () => {
  it('finds the recorder only once it is there, and sends split_evaluation with its properties', () => {
    const win: { shopSessionRecorder?: { event: (n: string, p: Record<string, unknown>) => void } } = {};
    const find = sessionRecorderSink(win);
    expect(find()).toBeNull();
    const recorder = { event: vi.fn() };
    win.shopSessionRecorder = recorder;
    find()?.(event);
    expect(recorder.event).toHaveBeenCalledWith('split_evaluation', {
      feature: 'f',
      treatment: 'on',
      splitKey: 'k',
      label: 'l',
      time: 1,
    });
  });

  it('has one page queue that waits for consent', () => {
    const queue = sessionAnalytics();
    expect(sessionAnalytics()).toBe(queue);
    expect(queue.push(event)).toBe(true);
    expect(queue.size).toBe(1);
    queue.setConsent('declined');
    expect(queue.size).toBe(0);
    queue.dispose();
  });
});
