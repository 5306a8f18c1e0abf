import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DELAYS } from '@gatherly/schema';
import { createTypingNotifier } from './typing-notifier';

function setup() {
  const sent: [string, boolean][] = [];
  const notifier = createTypingNotifier({
    send: (conversationId, isTyping) => sent.push([conversationId, isTyping]),
    throttleMs: DELAYS.typingThrottle,
    idleMs: DELAYS.typingIdleStop,
    now: () => Date.now(),
  });
  return { sent, notifier };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('typing notifier', () => {
  it('starts at most once per 5 s per conversation while the text keeps changing', () => {
    const { sent, notifier } = setup();
    notifier.changed('c1', 'H');
    for (let n = 0; n < 9; n += 1) {
      jest.advanceTimersByTime(500);
      notifier.changed('c1', 'Hello'.slice(0, (n % 5) + 1));
    }
    expect(sent).toEqual([['c1', true]]);
    jest.advanceTimersByTime(500); // 5 s after the first start
    notifier.changed('c1', 'Hello!');
    expect(sent).toEqual([
      ['c1', true],
      ['c1', true],
    ]);
  });

  it('throttles each conversation on its own', () => {
    const { sent, notifier } = setup();
    notifier.changed('c1', 'a');
    notifier.changed('c2', 'b');
    expect(sent).toEqual([
      ['c1', true],
      ['c2', true],
    ]);
  });

  it('stops after 2 s without a keystroke', () => {
    const { sent, notifier } = setup();
    notifier.changed('c1', 'Hi');
    jest.advanceTimersByTime(DELAYS.typingIdleStop - 1);
    notifier.changed('c1', 'Hi!');
    jest.advanceTimersByTime(DELAYS.typingIdleStop - 1);
    expect(sent).toEqual([['c1', true]]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      ['c1', true],
      ['c1', false],
    ]);
  });

  it('stops on send and when the box is emptied, once, and never before a start', () => {
    const { sent, notifier } = setup();
    notifier.changed('c1', '   ');
    notifier.sent('c2');
    expect(sent).toEqual([]);

    notifier.changed('c1', 'Hi');
    notifier.sent('c1');
    jest.advanceTimersByTime(DELAYS.typingIdleStop);
    expect(sent).toEqual([
      ['c1', true],
      ['c1', false],
    ]);

    jest.advanceTimersByTime(DELAYS.typingThrottle);
    notifier.changed('c1', 'Again');
    notifier.changed('c1', '');
    notifier.changed('c1', '');
    expect(sent.slice(2)).toEqual([
      ['c1', true],
      ['c1', false],
    ]);
  });

  it('stops whatever is still typing when disposed', () => {
    const { sent, notifier } = setup();
    notifier.changed('c1', 'a');
    notifier.changed('c2', 'b');
    notifier.dispose();
    expect(sent.filter(([, typing]) => !typing).map(([id]) => id)).toEqual(['c1', 'c2']);
  });
});
