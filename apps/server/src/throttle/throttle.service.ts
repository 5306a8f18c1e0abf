import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CHAT_LIMITS, CHAT_MESSAGES, ERROR_CODES } from '@gatherly/schema';
import { DomainError } from '../common/errors/domain-error';
import { REDIS } from '../redis/redis.module';

/** Attempts allowed per window, per client address and per e-mail address (Mastodon's figures as a guide). */
export const THROTTLES = {
  login: { perIp: { points: 25, seconds: 300 }, perEmail: { points: 10, seconds: 300 } },
  signup: { perIp: { points: 25, seconds: 300 }, perEmail: { points: 5, seconds: 300 } },
  resend: { perIp: { points: 25, seconds: 300 }, perEmail: { points: 5, seconds: 3600 } },
  reset: { perIp: { points: 25, seconds: 300 }, perEmail: { points: 5, seconds: 3600 } },
} as const;

export type ThrottledAction = keyof typeof THROTTLES;

/** Actions limited per account rather than per address, with the text of the refusal. */
export const ACCOUNT_THROTTLES = {
  chatSend: { points: CHAT_LIMITS.sendsPerSecond, seconds: 1, message: CHAT_MESSAGES.tooFast },
  chatTyping: { points: CHAT_LIMITS.typingPerSecond, seconds: 1, message: CHAT_MESSAGES.tooFast },
} as const;

/** Counts attempts in Redis when configured (shared by every instance), in memory otherwise. */
@Injectable()
export class ThrottleService {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  /** Counts one attempt; refuses with 429 and the wait in seconds once a limit is passed. */
  async consume(action: ThrottledAction, keys: { ip: string; email?: string }): Promise<void> {
    const rules = THROTTLES[action];
    const checks: Array<Promise<unknown>> = [this.limiter(`${action}:ip`, rules.perIp).consume(keys.ip)];
    if (keys.email) checks.push(this.limiter(`${action}:email`, rules.perEmail).consume(keys.email));
    const outcomes = await Promise.allSettled(checks);
    const refusals = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (refusals.length === 0) return;
    const waits = refusals.map(({ reason }) => {
      if (reason instanceof RateLimiterRes) return Math.ceil(reason.msBeforeNext / 1000);
      throw reason;
    });
    throw DomainError.rateLimited(Math.max(1, ...waits));
  }

  /** Counts one action of an account; refuses with 429 once the account goes faster than allowed. */
  async consumeForAccount(action: keyof typeof ACCOUNT_THROTTLES, accountId: string): Promise<void> {
    const rule = ACCOUNT_THROTTLES[action];
    try {
      await this.limiter(`${action}:account`, rule).consume(accountId);
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) throw reason;
      throw new DomainError(ERROR_CODES.rateLimited, [rule.message], false, Math.max(1, Math.ceil(reason.msBeforeNext / 1000)));
    }
  }

  private limiter(name: string, rule: { points: number; seconds: number }): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: `throttle:${name}`, points: rule.points, duration: rule.seconds };
      limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
