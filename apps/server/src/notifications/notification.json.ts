import { personJson } from '../profiles/profile.json';
import type { NotificationEntry, NotificationPage } from './notification.models';

/** An entry as REST answers it: the GraphQL fields, actors with `account_id`. */
export function notificationJson(entry: NotificationEntry) {
  const { actors, ...rest } = entry;
  return {
    ...rest,
    actors: actors.map(personJson),
  };
}

export function notificationPageJson(page: NotificationPage) {
  return { notifications: page.items.map(notificationJson), next_cursor: page.next_cursor, unread_count: page.unread_count };
}
