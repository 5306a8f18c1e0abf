import { CHAT_LIMITS } from '@gatherly/schema';
import { FrameRate, Refusals } from './socket-limits';

describe('Refusals', () => {
  it('tells once there were more refusals than the limit within the window, and forgets older ones', () => {
    const refusals = new Refusals();
    for (let n = 0; n < CHAT_LIMITS.refusalsPerWindow; n += 1) expect(refusals.add(1_000 + n)).toBe(false);
    expect(refusals.add(1_000 + CHAT_LIMITS.refusalsPerWindow)).toBe(true);

    const spaced = new Refusals();
    const gap = CHAT_LIMITS.refusalWindowMs / CHAT_LIMITS.refusalsPerWindow + 1;
    for (let n = 0; n < CHAT_LIMITS.refusalsPerWindow * 3; n += 1) expect(spaced.add(n * gap)).toBe(false);
  });
});

describe('FrameRate', () => {
  it('lets a burst of framesPerSecond through, then as many a second as it allows', () => {
    const start = Date.now();
    const rate = new FrameRate();
    for (let n = 0; n < CHAT_LIMITS.framesPerSecond; n += 1) expect(rate.allow(start)).toBe(true);
    expect(rate.allow(start)).toBe(false);
    expect(rate.allow(start + 1000 / CHAT_LIMITS.framesPerSecond)).toBe(true);
    expect(rate.allow(start + 1000 / CHAT_LIMITS.framesPerSecond)).toBe(false);
    expect([...Array(CHAT_LIMITS.framesPerSecond * 2)].filter(() => rate.allow(start + 2000)).length).toBe(CHAT_LIMITS.framesPerSecond);
  });
});
