import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isNotificationKind, NOTIFICATION_MESSAGES, type NotificationKind } from '@gatherly/schema';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DomainError } from '../common/errors/domain-error';

/** Signed for this purpose only: an access token is no unsubscribe token, nor the other way round. */
export const UNSUBSCRIBE_AUDIENCE = 'gatherly-unsubscribe';

/** The mails a link stops: one kind (reminders), or the daily digest of every other kind. */
export type MailKind = NotificationKind | 'digest';

interface UnsubscribeClaims {
  sub: string;
  kind: MailKind;
}

/**
 * One-click unsubscribe links (RFC 8058): a signed token naming the account and the kind of mail,
 * which turns those mails off without a login. It does not expire: a mail read months later still
 * works, and it can do nothing but stop mails.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The page a person opens from the mail, and the address a mail program posts to (List-Unsubscribe). */
  async linksFor(accountId: string, kind: MailKind): Promise<{ page: string; oneClick: string; headers: Record<string, string> }> {
    const token = encodeURIComponent(await this.jwt.signAsync({ sub: accountId, kind } satisfies UnsubscribeClaims));
    const oneClick = `${this.config.publicUrl}/api/notifications/unsubscribe?token=${token}`;
    return {
      page: `${this.config.publicUrl}/unsubscribe?token=${token}`,
      oneClick,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /** Who and what a token is about; a 400 for anything not signed here. */
  async read(token: unknown): Promise<UnsubscribeClaims> {
    const claims = typeof token === 'string' ? await this.jwt.verifyAsync<UnsubscribeClaims>(token).catch(() => null) : null;
    if (!claims || typeof claims.sub !== 'string' || !(claims.kind === 'digest' || isNotificationKind(claims.kind))) throw DomainError.invalid([NOTIFICATION_MESSAGES.unsubscribeInvalid]);
    return claims;
  }
}
