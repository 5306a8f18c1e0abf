import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { NotificationEntry, NotificationPage } from './notification.models';
import { NotificationsHub } from './notifications-hub';
import { NotificationsService } from './notifications.service';

/** The signed-in user's notifications over GraphQL: the list, the unread count, reading, and live entries. */
@Resolver(() => NotificationEntry)
@UseGuards(AuthGuard)
export class NotificationsResolver {
  constructor(
    private readonly service: NotificationsService,
    private readonly hub: NotificationsHub,
  ) {}

  @Query(() => NotificationPage, { description: 'A page of notifications, newest first: the first, or the one before `before` (next_cursor.before of the page shown).' })
  notifications(@CurrentViewer() viewer: Viewer, @Args('before', { type: () => ID, nullable: true }) before: string | null): Promise<NotificationPage> {
    return this.service.list(viewer, before);
  }

  @Query(() => Int, { description: 'Unread notification entries, counted up to 100.' })
  unreadNotificationCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.service.unreadCount(viewer);
  }

  @Mutation(() => Int, { description: 'Marks notifications read: all, or those up to `up_to` (the position of the newest entry shown). Answers the unread count left.' })
  markNotificationsRead(@CurrentViewer() viewer: Viewer, @Args('up_to', { type: () => ID, nullable: true }) upTo: string | null): Promise<number> {
    return this.service.markRead(viewer, upTo);
  }

  @Subscription(() => NotificationEntry, {
    description: 'Each new notification of the signed-in user, as the entry it joined (the same id when it joined one already listed).',
    resolve: (entry: NotificationEntry) => entry,
  })
  notificationAdded(@CurrentViewer() viewer: Viewer): AsyncIterableIterator<NotificationEntry> {
    const keys = this.hub.deliveries(viewer.accountId);
    const service = this.service;
    return {
      async next(): Promise<IteratorResult<NotificationEntry>> {
        for (;;) {
          const { value, done } = await keys.next();
          if (done) return { value: undefined, done: true };
          // Withdrawn in the meantime (an unlike right after the like): nothing to tell.
          const entry = await service.entry(viewer.accountId, value);
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
}
