import { Link } from 'react-router-dom';
import { LIMITS } from '@gatherly/schema';
import type { ConversationItem_ConversationFragment } from './ConversationItem.generated';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Avatar, GroupAvatar } from '../../../ui/Avatar';
import { TimeAgo } from '../../../ui/TimeAgo';
import { conversationTitle, isUnread, messageSummary, otherParticipants, truncate } from '../chat-text';
import type { OutboxMessage } from '../connection/outbox';
import { WaitingClock } from '../conversation/MessageItem';

export interface ConversationItemProps {
  conversation: ConversationItem_ConversationFragment;
  selected: boolean;
  me: string | null;
  /** The reader's last message to it still waiting for the network: the preview shows it, with its clock. */
  waiting?: OutboxMessage;
}

/**
 * A conversation in the list: who, the last message cut to 20 characters (the reader's own still
 * waiting for the network, with a clock), when, and the unread dot (spec §2, §4).
 */
export function ConversationItem({ conversation, selected, me, waiting }: ConversationItemProps) {
  const t = useT();
  const others = otherParticipants(conversation.participants, me);
  // The open conversation is being read: its dot is cleared at once, before the server confirms.
  const unread = !selected && isUnread(conversation, me);
  const last = conversation.last_message;
  const classes = ['conversation-item', unread ? 'is-unread' : ''].filter(Boolean).join(' ');
  return (
    <li>
      <Link className={classes} to={PATHS.conversation(conversation.id)} aria-current={selected ? 'page' : undefined}>
        {conversation.is_group ? (
          <GroupAvatar srcs={others.map((person) => person.profile_image)} size={44} />
        ) : (
          <Avatar src={others[0]?.profile_image} size={44} />
        )}
        <span className="conversation-item__main">
          <span className="conversation-item__top">
            <span className="conversation-item__title">{conversationTitle(conversation, me)}</span>
            <TimeAgo date={conversation.last_activity_at} />
          </span>
          {waiting ? (
            <span className="conversation-item__preview conversation-item__waiting">
              <WaitingClock />
              <span className="visually-hidden">{t('messages.message.waiting')}: </span>
              {truncate(waiting.content, LIMITS.conversationPreviewLength)}
            </span>
          ) : (
            <span className="conversation-item__preview">{last ? truncate(messageSummary(last), LIMITS.conversationPreviewLength) : t('messages.list.noMessageYet')}</span>
          )}
        </span>
        {unread ? (
          <span className="conversation-item__dot" title={t('messages.list.unread')}>
            <span className="visually-hidden">{t('messages.list.unread')}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
