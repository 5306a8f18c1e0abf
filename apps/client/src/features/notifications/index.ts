/** What the shell uses of notifications: the bell and the socket's subscription. */
export { NotificationsLink } from './NotificationsLink';
export { useNotificationsLive } from './use-notifications-live';
