import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, isPushAuthSecret, isPushPublicKey, isUuid, PUSH_LIMITS, PUSH_MESSAGES, type TextRef } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { PushSubscription } from './push.models';

const notFound = () => new DomainError(ERROR_CODES.pushSubscriptionNotFound, [PUSH_MESSAGES.notFound]);

/** A subscription as a browser gives it, checked. */
interface GivenSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceName: string | null;
}

const ANSWER = 'id AS subscription_id, endpoint, device_name, created_at';

/**
 * Settings, Notifications: the devices of an account that push notifications reach. A device is
 * the session signed in on it, so only a signed-in person turns push on or off (a personal access
 * token gets 403), and a device signed out is pushed nothing. A device's endpoint is one row: given
 * again (each start of the app), by this account or the next one signed in on it, it is updated.
 */
@Injectable()
export class PushService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The key browsers subscribe with (applicationServerKey), base64url. */
  vapidPublicKey(): string {
    return this.config.push.vapid.publicKey;
  }

  /** The viewer's devices with push on, the first turned on first. */
  async list(viewer: Viewer): Promise<PushSubscription[]> {
    requireSession(viewer);
    return this.db.query(`SELECT ${ANSWER} FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at, id`, [viewer.accountId]);
  }

  /**
   * Turns push on for the viewer's device, or updates its subscription (same endpoint): it then
   * belongs to the viewer's account and session. At most PUSH_LIMITS.subscriptionsPerAccount devices.
   */
  async subscribe(viewer: Viewer, input: unknown): Promise<PushSubscription> {
    requireSession(viewer);
    const given = checked(input);
    return this.db.transaction(async (manager) => {
      // One account's subscriptions are counted and added one request at a time.
      await manager.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [viewer.accountId]);
      const [{ others }]: Array<{ others: number }> = await manager.query(
        'SELECT count(*)::int AS others FROM push_subscriptions WHERE account_id = $1 AND endpoint <> $2',
        [viewer.accountId, given.endpoint],
      );
      if (others >= PUSH_LIMITS.subscriptionsPerAccount) throw new DomainError(ERROR_CODES.conflict, [PUSH_MESSAGES.tooMany]);
      const [saved]: PushSubscription[] = await manager.query(
        `INSERT INTO push_subscriptions (account_id, session_id, endpoint, p256dh, auth, device_name) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (endpoint) DO UPDATE
            SET account_id = excluded.account_id, session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth,
                device_name = excluded.device_name, updated_at = now(),
                -- Another account's device is turned on anew for this one.
                created_at = CASE WHEN push_subscriptions.account_id = excluded.account_id THEN push_subscriptions.created_at ELSE now() END
         RETURNING ${ANSWER}`,
        [viewer.accountId, viewer.sessionId, given.endpoint, given.p256dh, given.auth, given.deviceName],
      );
      return saved;
    });
  }

  /** Turns push off for one of the viewer's devices; another's is not found. */
  async unsubscribe(viewer: Viewer, id: unknown): Promise<void> {
    requireSession(viewer);
    if (!isUuid(id)) throw notFound();
    const [gone]: [unknown[], number] = await this.db.query('DELETE FROM push_subscriptions WHERE id = $1 AND account_id = $2 RETURNING id', [id, viewer.accountId]);
    if (gone.length === 0) throw notFound();
  }
}

/** The endpoint (https, within the length), keys and name of a subscription, or a 400 naming what is wrong. */
function checked(input: unknown): GivenSubscription {
  const { endpoint, keys, device_name: name } = (input ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } | null; device_name?: unknown };
  const problems: TextRef[] = [];
  if (!isPushServiceUrl(endpoint)) problems.push(PUSH_MESSAGES.endpointInvalid);
  if (typeof keys !== 'object' || keys === null || !isPushPublicKey(keys.p256dh) || !isPushAuthSecret(keys.auth)) problems.push(PUSH_MESSAGES.keysInvalid);
  const deviceName = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : name;
  if (deviceName !== undefined && deviceName !== null && (typeof deviceName !== 'string' || deviceName.length > PUSH_LIMITS.deviceNameMaxLength)) problems.push(PUSH_MESSAGES.deviceNameInvalid);
  if (problems.length > 0) throw DomainError.invalid(problems);
  return { endpoint: endpoint as string, p256dh: keys!.p256dh as string, auth: keys!.auth as string, deviceName: (deviceName as string | null | undefined) || null };
}

function isPushServiceUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > PUSH_LIMITS.endpointMaxLength) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
