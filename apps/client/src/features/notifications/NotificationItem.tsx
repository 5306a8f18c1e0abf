import { Link } from 'react-router-dom';
import { LINK_PATHS, NOTIFICATION_NAMING_THE_EVENT, type NotificationKind } from '@gatherly/schema';
import type { NotificationEntry_EntryFragment } from './Notifications.generated';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { TimeAgo } from '../../ui/TimeAgo';
import { useContentDetail, type ContentKind } from '../content';
import { entryText } from './entry-text';

/**
 * One entry: the newest person's photo, the sentence, when, a line of the item and its picture.
 * It opens what it is about: the item's detail dialog, for follows the newest follower's profile,
 * and for an archive ready Settings, Your data.
 */
export function NotificationItem({ entry }: { entry: NotificationEntry_EntryFragment }) {
  const t = useT();
  const { open } = useContentDetail();
  const newest = entry.actors[0];
  const className = entry.read ? 'notification' : 'notification is-unread';
  const content = (
    <>
      <Avatar src={newest?.profile_image} size={40} />
      <span className="notification__body">
        <span className="notification__text">
          {entry.read ? null : <span className="visually-hidden">{t('notifications.entry.unread')}</span>}
          {entryText(entry)}
        </span>
        {NOTIFICATION_NAMING_THE_EVENT.includes(entry.kind as NotificationKind) ? null : entry.comment_text || entry.item_preview ? (
          <span className="notification__preview">{entry.comment_text || entry.item_preview}</span>
        ) : null}
        <TimeAgo date={entry.created_at} />
      </span>
      {entry.item_image ? <img className="notification__thumb" src={entry.item_image} alt={entry.item_image_alt ?? ''} width={44} height={44} loading="lazy" /> : null}
      {entry.read ? null : <span className="notification__dot" aria-hidden="true" />}
    </>
  );

  if (entry.item_id && entry.item_kind) {
    const target = { kind: entry.item_kind as ContentKind, id: entry.item_id };
    return (
      <button type="button" className={className} onClick={() => open(target)}>
        {content}
      </button>
    );
  }
  return (
    <Link className={className} to={entry.kind === 'data_export_ready' ? LINK_PATHS.yourData : newest ? PATHS.profile(newest.username) : PATHS.notifications}>
      {content}
    </Link>
  );
}
