import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isNotificationKind,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAILED_AT_ONCE,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PUSH_ONLY,
  type NotificationChannel,
  type NotificationKind,
} from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import type { NotificationPreference } from './notification.models';
import { UnsubscribeLinks, type MailKind } from './unsubscribe-links';

/**
 * SQL that is true when the account `account` wants kind `kind` on `channel`: its own choice, or
 * the default (NOTIFICATION_DEFAULTS; a row kept before push existed has none for push).
 */
export function wantsSql(account: string, kind: string, channel: NotificationChannel): string {
  const defaults = NOTIFICATION_KINDS.filter((each) => NOTIFICATION_DEFAULTS[each][channel]).map((each) => `'${each}'`);
  const fallback = defaults.length > 0 ? `${kind} IN (${defaults.join(', ')})` : 'false';
  return `COALESCE((SELECT p.${channel} FROM notification_preferences p WHERE p.account_id = ${account} AND p.kind = ${kind}), ${fallback})`;
}

/** Each person's choice of where each kind of notification goes: in the app, by e-mail, pushed to their devices, or nowhere. */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: UnsubscribeLinks,
  ) {}

  async preferences(viewer: Pick<Viewer, 'accountId'>): Promise<NotificationPreference[]> {
    const rows: Array<{ kind: NotificationKind; in_app: boolean; email: boolean; push: boolean | null }> = await this.db.query(
      'SELECT kind, in_app, email, push FROM notification_preferences WHERE account_id = $1',
      [viewer.accountId],
    );
    const chosen = new Map(rows.map((row) => [row.kind, row]));
    return NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_DEFAULTS[kind], ...pick(chosen.get(kind)) }));
  }

  /**
   * Stops the mails of an unsubscribe link, whatever door it came through: one kind, or for the
   * digest every kind not mailed at once. Answers what was stopped; a token not signed here is a 400.
   */
  async unsubscribe(token: unknown): Promise<MailKind> {
    const { sub, kind } = await this.links.read(token);
    await this.stopMails(sub, kind);
    return kind;
  }

  private async stopMails(accountId: string, kind: MailKind): Promise<void> {
    const kinds = kind === 'digest' ? NOTIFICATION_KINDS.filter((each) => !NOTIFICATION_MAILED_AT_ONCE.includes(each) && !NOTIFICATION_PUSH_ONLY.includes(each)) : [kind];
    for (const each of kinds) await this.set({ accountId }, each, { email: false });
  }

  /** Changes one kind's channels; what is not given stays as it was. A message is pushed or not, nothing else. */
  async set(viewer: Pick<Viewer, 'accountId'>, kind: unknown, change: Partial<Record<NotificationChannel, boolean | null>>): Promise<NotificationPreference> {
    if (!isNotificationKind(kind)) throw DomainError.invalid([NOTIFICATION_MESSAGES.kindInvalid]);
    if (NOTIFICATION_PUSH_ONLY.includes(kind) && (isGiven(change.in_app) || isGiven(change.email))) throw DomainError.invalid([NOTIFICATION_MESSAGES.pushOnly]);
    const current = (await this.preferences(viewer)).find((preference) => preference.kind === kind) ?? { kind, ...NOTIFICATION_DEFAULTS[kind] };
    const next = { kind, in_app: change.in_app ?? current.in_app, email: change.email ?? current.email, push: change.push ?? current.push };
    await this.db.query(
      `INSERT INTO notification_preferences (account_id, kind, in_app, email, push) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, kind) DO UPDATE SET in_app = excluded.in_app, email = excluded.email, push = excluded.push`,
      [viewer.accountId, kind, next.in_app, next.email, next.push],
    );
    return next;
  }
}

const isGiven = (value: boolean | null | undefined): value is boolean => value !== undefined && value !== null;

/** A row's choices; push is absent from a row kept before push existed, and the default holds. */
const pick = (row: { in_app: boolean; email: boolean; push: boolean | null } | undefined) =>
  row ? { in_app: row.in_app, email: row.email, ...(row.push === null ? {} : { push: row.push }) } : {};
