import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CHAT_LIMITS, CHAT_MESSAGES, ERROR_CODES, type Said, SERVER_MESSAGES } from '@gatherly/schema';
import { DomainError } from '../common/errors/domain-error';
import { REDIS } from '../redis/redis.module';

export interface Rule {
  points: number;
  seconds: number;
}

/**
 * Attempts allowed per window, per client address, per e-mail address or per e-mail address from
 * one client address (Mastodon's figures as a guide). No limit is per e-mail address alone where a
 * stranger could use it to keep the owner out: a login is limited per account only from the address
 * that failed (the owner elsewhere logs in), and reset and verification requests are always answered
 * alike while their mails are limited (`MAIL_THROTTLES`).
 */
export const THROTTLES: Record<'login' | 'signup' | 'resend' | 'reset', { perIp: Rule; perEmail?: Rule; perEmailFromIp?: Rule }> = {
  /** Successful logins are given back (`loginSucceeded`): these count failures. */
  login: { perIp: { points: 25, seconds: 300 }, perEmailFromIp: { points: 10, seconds: 900 } },
  signup: { perIp: { points: 25, seconds: 300 }, perEmail: { points: 5, seconds: 300 } },
  resend: { perIp: { points: 25, seconds: 300 } },
  reset: { perIp: { points: 25, seconds: 300 } },
};

export type ThrottledAction = keyof typeof THROTTLES;

/** Mails of one kind sent to one address at most per window; further requests mail nothing. */
export const MAIL_THROTTLES = {
  verification: { points: 1, seconds: 60 },
  passwordReset: { points: 1, seconds: 60 },
} as const;

/**
 * Writes limited per account rather than per address, with the text of the refusal: far above what
 * a person does by hand, far below what a script does (1,000 comments in 2 s).
 */
export const ACCOUNT_THROTTLES = {
  chatSend: { points: CHAT_LIMITS.sendsPerSecond, seconds: 1, message: CHAT_MESSAGES.tooFast },
  chatTyping: { points: CHAT_LIMITS.typingPerSecond, seconds: 1, message: CHAT_MESSAGES.tooFast },
  /** Creating, editing and deleting remarks, posts and events. */
  content: { points: 120, seconds: 600, message: SERVER_MESSAGES.tooManyWrites },
  /** Requests that carry images (posts, events, profile photos), on top of their own limit. */
  upload: { points: 60, seconds: 600, message: SERVER_MESSAGES.tooManyWrites },
  comment: { points: 60, seconds: 60, message: SERVER_MESSAGES.tooManyWrites },
  /** Likes and interest, given and taken back. */
  engage: { points: 120, seconds: 60, message: SERVER_MESSAGES.tooManyWrites },
  /** Following, unfollowing and removing followers. */
  follow: { points: 120, seconds: 600, message: SERVER_MESSAGES.tooManyWrites },
  /** Starting conversations (or finding the direct one again). */
  conversation: { points: 60, seconds: 600, message: SERVER_MESSAGES.tooManyWrites },
  /** Profile details, photo and theme. */
  profile: { points: 60, seconds: 600, message: SERVER_MESSAGES.tooManyWrites },
} as const;

export type AccountThrottle = keyof typeof ACCOUNT_THROTTLES;

/** Counts attempts in Redis when configured (shared by every instance), in memory otherwise. */
@Injectable()
export class ThrottleService {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  /** Counts one attempt; refuses with 429 and the wait in seconds once a limit is passed. */
  async consume(action: ThrottledAction, keys: { ip: string; email?: string }): Promise<void> {
    const rules = THROTTLES[action];
    const checks: Array<Promise<unknown>> = [this.limiter(`${action}:ip`, rules.perIp).consume(keys.ip)];
    if (keys.email && rules.perEmail) checks.push(this.limiter(`${action}:email`, rules.perEmail).consume(keys.email));
    if (keys.email && rules.perEmailFromIp) checks.push(this.limiter(`${action}:email-ip`, rules.perEmailFromIp).consume(`${keys.email} ${keys.ip}`));
    const outcomes = await Promise.allSettled(checks);
    const refusals = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (refusals.length === 0) return;
    const waits = refusals.map(({ reason }) => {
      if (reason instanceof RateLimiterRes) return Math.ceil(reason.msBeforeNext / 1000);
      throw reason;
    });
    throw DomainError.rateLimited(Math.max(1, ...waits));
  }

  /**
   * A login that succeeded does not count against its address, and clears the failures of its
   * account from that address: the owner has shown who they are.
   */
  async loginSucceeded(keys: { ip: string; email: string }): Promise<void> {
    await Promise.all([
      this.limiter('login:ip', THROTTLES.login.perIp).reward(keys.ip, 1),
      this.limiter('login:email-ip', THROTTLES.login.perEmailFromIp as Rule).delete(`${keys.email} ${keys.ip}`),
    ]);
  }

  /** Whether one more mail of that kind may go to `email` now; counts it when it may. */
  async mayMail(kind: keyof typeof MAIL_THROTTLES, email: string): Promise<boolean> {
    return (await this.mailWait(kind, email)) === 0;
  }

  /** 0 when one more mail of that kind may go to `email` now (it is counted), else the seconds until one may. */
  mailWait(kind: keyof typeof MAIL_THROTTLES, email: string): Promise<number> {
    return this.waitFor(`mail-${kind}:email`, MAIL_THROTTLES[kind], email);
  }

  /** 0 when `key` may do one more of `name` now (it is counted; `rule.points` a window), else the seconds until it may. */
  async waitFor(name: string, rule: Rule, key: string): Promise<number> {
    try {
      await this.limiter(name, rule).consume(key);
      return 0;
    } catch (reason) {
      if (reason instanceof RateLimiterRes) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
      throw reason;
    }
  }

  /**
   * Spends `cost` points of `key`'s budget `name` (`rule.points` a window); once spent, refuses
   * with 429, `message` and the wait.
   */
  async spend(name: string, rule: Rule, key: string, cost: number, message: Said): Promise<void> {
    try {
      await this.limiter(name, rule).consume(key, Math.max(1, cost));
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) throw reason;
      throw new DomainError(ERROR_CODES.rateLimited, [message], false, Math.max(1, Math.ceil(reason.msBeforeNext / 1000)));
    }
  }

  /** Counts one action of an account; refuses with 429 once the account goes faster than allowed. */
  async consumeForAccount(action: AccountThrottle, accountId: string): Promise<void> {
    const rule = ACCOUNT_THROTTLES[action];
    await this.spend(`${action}:account`, rule, accountId, 1, rule.message);
  }

  private limiter(name: string, rule: Rule): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: `throttle:${name}`, points: rule.points, duration: rule.seconds };
      limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
