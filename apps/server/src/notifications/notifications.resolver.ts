import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { NotificationKind } from '@gatherly/schema';
import { NotificationEntry, NotificationKindEnum, NotificationPage, NotificationPreference } from './notification.models';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsHub } from './notifications-hub';
import { NotificationsService } from './notifications.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** The signed-in user's notifications over GraphQL: the list, the unread count, reading, and live entries. */
@Resolver(() => NotificationEntry)
export class NotificationsResolver {
  constructor(
    private readonly service: NotificationsService,
    private readonly hub: NotificationsHub,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  @UseGuards(AuthGuard)
  @Query(() => NotificationPage, { description: 'A page of notifications, newest first: the first, or the one before `before` (next_cursor.before of the page shown).' })
  notifications(
    @CurrentViewer() viewer: Viewer,
    @Args('before', { type: () => ID, nullable: true, description: 'next_cursor.before of the page shown; none for the newest page.' }) before: string | null,
    @InLanguage() language: RequestLanguage,
  ): Promise<NotificationPage> {
    return this.service.list(viewer, before, language.answer);
  }

  @UseGuards(AuthGuard)
  @Query(() => Int, { description: 'Unread notification entries, counted up to 100.' })
  unreadNotificationCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.service.unreadCount(viewer);
  }

  @UseGuards(AuthGuard)
  @Mutation(() => Int, { description: 'Marks notifications read: all, or those up to `up_to` (the position of the newest entry shown). Answers the unread count left.' })
  markNotificationsRead(
    @CurrentViewer() viewer: Viewer,
    @Args('up_to', { type: () => ID, nullable: true, description: 'The position of the newest entry shown: entries that came after it stay unread. None: all.' }) upTo: string | null,
  ): Promise<number> {
    return this.service.markRead(viewer, upTo);
  }

  @UseGuards(AuthGuard)
  @Subscription(() => NotificationEntry, {
    description: 'Each new notification of the signed-in user, as the entry it joined (the same id when it joined one already listed).',
    resolve: (entry: NotificationEntry) => entry,
  })
  notificationAdded(@CurrentViewer() viewer: Viewer, @InLanguage() { answer: language }: RequestLanguage): AsyncIterableIterator<NotificationEntry> {
    const keys = this.hub.deliveries(viewer.accountId);
    const service = this.service;
    return {
      async next(): Promise<IteratorResult<NotificationEntry>> {
        for (;;) {
          const { value, done } = await keys.next();
          if (done) return { value: undefined, done: true };
          // Withdrawn in the meantime (an unlike right after the like): nothing to tell.
          const entry = await service.entry(viewer.accountId, value, language);
          if (entry) return { value: entry, done: false };
        }
      },
      return: async () => {
        await keys.return?.();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  @UseGuards(AuthGuard)
  @Query(() => [NotificationPreference], { description: 'Where each kind of notification goes, for the signed-in user.' })
  notificationPreferences(@CurrentViewer() viewer: Viewer): Promise<NotificationPreference[]> {
    return this.preferences.preferences(viewer);
  }

  @UseGuards(AuthGuard)
  @Mutation(() => NotificationPreference, { description: 'Turns one kind on or off in the app, by e-mail and by push; what is not given stays. A message (kind message) is pushed or not, nothing else: in_app or email for it is a validation error.' })
  setNotificationPreference(
    @CurrentViewer() viewer: Viewer,
    @Args('kind', { type: () => NotificationKindEnum, description: 'The kind of notification to set.' }) kind: NotificationKind,
    @Args('in_app', { type: () => Boolean, nullable: true, description: 'Shown in the bell and the Notifications page; none keeps it.' }) inApp: boolean | null,
    @Args('email', { type: () => Boolean, nullable: true, description: 'Sent by e-mail (reminders at once, the rest in a daily digest); none keeps it.' }) email: boolean | null,
    @Args('push', { type: () => Boolean, nullable: true, description: 'Pushed to the devices where push notifications are on; none keeps it.' }) push: boolean | null,
  ): Promise<NotificationPreference> {
    return this.preferences.set(viewer, kind, { in_app: inApp, email, push });
  }

  @Mutation(() => String, { description: "Stops the mails of an unsubscribe link (one kind, or 'digest'); no sign-in needed. Answers what was stopped." })
  unsubscribe(@Args('token', { description: 'The token of the link at the foot of a mail; it names its account and what to stop.' }) token: string): Promise<string> {
    return this.preferences.unsubscribe(token);
  }
}
