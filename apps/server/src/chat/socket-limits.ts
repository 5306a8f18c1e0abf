import { CHAT_LIMITS } from '@gatherly/schema';

/**
 * What one socket had refused lately (too fast, malformed, over a cap): a client that keeps sending
 * what is refused is a script, not a person, and its socket is closed rather than answered forever.
 */
export class Refusals {
  private readonly times: number[] = [];

  /** Counts one refusal; true once there were more than the limit within the window. */
  add(now = Date.now()): boolean {
    this.times.push(now);
    while (this.times.length > 0 && this.times[0] <= now - CHAT_LIMITS.refusalWindowMs) this.times.shift();
    return this.times.length > CHAT_LIMITS.refusalsPerWindow;
  }
}

/**
 * The frames of one /chat/ socket at the documented rates (a token bucket of `framesPerSecond`):
 * a frame past them is refused before it is read or reaches the shared counters.
 */
export class FrameRate {
  private tokens: number = CHAT_LIMITS.framesPerSecond;
  private at = Date.now();

  allow(now = Date.now()): boolean {
    this.tokens = Math.min(CHAT_LIMITS.framesPerSecond, this.tokens + (Math.max(0, now - this.at) / 1000) * CHAT_LIMITS.framesPerSecond);
    this.at = Math.max(this.at, now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
