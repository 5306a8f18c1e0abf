import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createTypingTracker } from './typing-tracker';

const TTL = 7000;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('typing tracker', () => {
  it('keeps who is typing per conversation, in the order they started', () => {
    const tracker = createTypingTracker(TTL);
    const changes = jest.fn();
    tracker.subscribe(changes);
    tracker.signal({ conversation_id: 'c1', username: 'ada', is_typing: true });
    tracker.signal({ conversation_id: 'c1', username: 'bob', is_typing: true });
    tracker.signal({ conversation_id: 'c2', username: 'cy', is_typing: true });
    tracker.signal({ conversation_id: 'c1', username: 'ada', is_typing: true });
    expect(tracker.snapshot().get('c1')).toEqual(['ada', 'bob']);
    expect(tracker.snapshot().get('c2')).toEqual(['cy']);
    expect(changes).toHaveBeenCalledTimes(3);

    tracker.signal({ conversation_id: 'c1', username: 'ada', is_typing: false });
    expect(tracker.snapshot().get('c1')).toEqual(['bob']);
    tracker.wrote('c1', 'bob');
    expect(tracker.snapshot().has('c1')).toBe(false);
  });

  it('forgets a start that no stop follows, unless another start came', () => {
    const tracker = createTypingTracker(TTL);
    tracker.signal({ conversation_id: 'c1', username: 'ada', is_typing: true });
    tracker.signal({ conversation_id: 'c1', username: 'bob', is_typing: true });
    jest.advanceTimersByTime(TTL - 1000);
    tracker.signal({ conversation_id: 'c1', username: 'bob', is_typing: true });
    jest.advanceTimersByTime(1000);
    expect(tracker.snapshot().get('c1')).toEqual(['bob']);
    jest.advanceTimersByTime(TTL);
    expect(tracker.snapshot().size).toBe(0);
  });

  it('keeps the snapshot identical while nothing changes, and clears everyone at once', () => {
    const tracker = createTypingTracker(TTL);
    const before = tracker.snapshot();
    tracker.signal({ conversation_id: 'c1', username: 'ada', is_typing: false });
    expect(tracker.snapshot()).toBe(before);
    tracker.signal({ conversation_id: 'c1', username: 'ada', is_typing: true });
    tracker.clear();
    expect(tracker.snapshot().size).toBe(0);
  });
});
