import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { CHAT_LIMITS } from '@gatherly/schema';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { REDIS } from '../redis/redis.module';

/** How long a socket's place is held without being renewed: an instance that died gives its places back after it. */
const LEASE_MS = 90_000;
const RENEW_EVERY_MS = 30_000;

/**
 * Removes expired places, then takes one if the account holds fewer than the limit: 1 taken, 0 not.
 * KEYS[1] the account's sorted set (member: socket id, score: lease end); ARGV now, lease end, id, limit, key lifetime.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

const keyOf = (accountId: string) => `gatherly:chat:sockets:${accountId}`;

/**
 * The chat sockets each account holds open, both doors together, at most
 * `CHAT_LIMITS.socketsPerAccount`. With Redis the count spans every instance: each socket holds a
 * leased place in a sorted set per account, renewed while it is open and given back when it
 * closes. Without Redis (one instance) this instance's sockets are counted. When Redis cannot be
 * reached the socket is let in: the limit guards memory, and each instance's own count still holds.
 */
@Injectable()
export class SocketLedger implements OnModuleDestroy {
  private readonly log = new Logger('SocketLedger');
  /** Places this instance holds: account id → socket ids. */
  private readonly held = new Map<string, Set<string>>();
  private readonly renewal: NodeJS.Timeout | null;

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {
    this.renewal = redis ? setInterval(() => void this.renew(), RENEW_EVERY_MS).unref() : null;
  }

  onModuleDestroy(): void {
    if (this.renewal) clearInterval(this.renewal);
  }

  /** A place for one more socket of the account: the function that gives it back, or null when the account is at its limit. */
  async take(accountId: string): Promise<(() => void) | null> {
    const local = this.held.get(accountId) ?? new Set<string>();
    if (local.size >= CHAT_LIMITS.socketsPerAccount) return null;
    const id = randomUUID();
    if (this.redis) {
      const now = Date.now();
      try {
        const taken = await this.redis.eval(TAKE, 1, keyOf(accountId), now, now + LEASE_MS, id, CHAT_LIMITS.socketsPerAccount, LEASE_MS);
        if (taken !== 1) return null;
      } catch (error) {
        this.log.warn(`could not count the sockets of an account: ${String(error)}`);
      }
    }
    local.add(id);
    this.held.set(accountId, local);
    return () => this.give(accountId, id);
  }

  private give(accountId: string, id: string): void {
    const local = this.held.get(accountId);
    if (!local?.delete(id)) return;
    if (local.size === 0) this.held.delete(accountId);
    this.redis?.zrem(keyOf(accountId), id).catch((error: unknown) => this.log.warn(`could not give back a socket's place: ${String(error)}`));
  }

  /** Extends the leases of every place this instance holds, in one round trip. */
  private async renew(): Promise<void> {
    if (!this.redis || this.held.size === 0) return;
    const until = Date.now() + LEASE_MS;
    const pipeline = this.redis.pipeline();
    for (const [accountId, ids] of this.held) {
      for (const id of ids) pipeline.zadd(keyOf(accountId), 'XX', until, id);
      pipeline.pexpire(keyOf(accountId), LEASE_MS);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.log.warn(`could not renew the places of chat sockets: ${String(error)}`);
    }
  }
}
