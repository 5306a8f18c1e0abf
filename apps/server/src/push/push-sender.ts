import { request, type RequestOptions } from 'node:https';
import { Inject, Injectable } from '@nestjs/common';
import { PUSH_LIMITS, type PushPayload } from '@gatherly/schema';
import webpush from 'web-push';
import { AddressRefused, checkedLookup, isPublicAddress, literalAddressOf } from '../common/net/public-address';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** How long a push service has to answer. */
const TIMEOUT_MS = 10_000;

/** How long a push service may ask to be left alone (Retry-After) at most; longer is taken as this. */
const RETRY_AFTER_MAX_SECONDS = 60 * 60;

/** A device's subscription as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push. */
export type PushOutcome =
  /** The push service took it (201). */
  | { kind: 'sent' }
  /** The subscription is gone (404, 410): it is deleted. */
  | { kind: 'gone'; status: number }
  /** The push service is busy or failing (429, 5xx, no answer): try again, after `afterSeconds` when it said. */
  | { kind: 'retry'; reason: string; afterSeconds: number | null }
  /** Refused for good (any other status, an address not public): dropped. */
  | { kind: 'refused'; reason: string };

/**
 * Sends one push (RFC 8030): `web-push` encrypts the payload for the device (RFC 8291, aes128gcm)
 * and signs the request with the server's VAPID key (RFC 8292); the request itself goes out here,
 * over https only, to a public address only (the address checked is the one connected to, as for
 * link previews) unless PUSH_ALLOW_PRIVATE_ADDRESSES, within a time limit.
 */
@Injectable()
export class PushSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(target: PushTarget, payload: PushPayload, options: { topic?: string; urgency?: 'normal' | 'high' } = {}): Promise<PushOutcome> {
    const url = new URL(target.endpoint);
    const allowed = this.config.push.allowPrivateAddresses;
    const literal = literalAddressOf(url.hostname);
    if (url.protocol !== 'https:') return { kind: 'refused', reason: `not https: ${url.protocol}` };
    if (literal && !allowed && !isPublicAddress(literal)) return { kind: 'refused', reason: `address not public: ${literal}` };
    const { vapid } = this.config.push;
    const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_LIMITS.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: options.urgency ?? 'normal',
      topic: options.topic,
    });
    try {
      const { status, retryAfter } = await post(url, details.headers as Record<string, string | number>, details.body as Buffer, { lookup: checkedLookup(allowed) });
      if (status >= 200 && status < 300) return { kind: 'sent' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      if (status === 429 || status >= 500) return { kind: 'retry', reason: `answered ${status}`, afterSeconds: retryAfterSeconds(retryAfter) };
      return { kind: 'refused', reason: `answered ${status}` };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A name that does not exist (unlike a lookup that failed for now) or an address refused: no retry helps.
      const final = error instanceof AddressRefused || (error as NodeJS.ErrnoException).code === 'ENOTFOUND';
      return final ? { kind: 'refused', reason } : { kind: 'retry', reason, afterSeconds: null };
    }
  }
}

/** POSTs the push; answers the status and Retry-After, the body read and dropped. */
function post(url: URL, headers: Record<string, string | number>, body: Buffer, options: Pick<RequestOptions, 'lookup'>): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers, timeout: TIMEOUT_MS, ...options }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Retry-After in seconds (RFC 9110: seconds, or an HTTP date), within RETRY_AFTER_MAX_SECONDS; none when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value.trim()) : (Date.parse(value) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil(seconds)));
}
