import type { MessageItem_MessageFragment } from '../../../gql/graphql';
import { messageTime } from '../../../lib/time/message-time';
import { ReportButton } from '../../reports';

export interface MessageItemProps {
  message: MessageItem_MessageFragment;
  mine: boolean;
  /** Name the sender above the text (conversations of more than two). */
  showSender: boolean;
}

/** One message: the reader's own on the right; its time alone when sent today, else date and time (spec §2); others' can be reported. */
export function MessageItem({ message, mine, showSender }: MessageItemProps) {
  const sent = new Date(message.timestamp);
  const time = (
    <time className="message__time" dateTime={message.timestamp} title={Number.isNaN(sent.getTime()) ? undefined : sent.toLocaleString()}>
      {messageTime(sent)}
    </time>
  );
  return (
    <li className={mine ? 'message message--mine' : 'message'}>
      {showSender && !mine ? (
        <span className="message__sender">{message.sender.username}</span>
      ) : (
        <span className="visually-hidden">{mine ? 'You' : message.sender.username}</span>
      )}
      <p className="message__text">{message.content}</p>
      {mine ? (
        time
      ) : (
        <div className="message__footer">
          {time}
          <ReportButton target={{ type: 'message', id: message.id, what: `message by ${message.sender.username}` }} className="report-button report-button--small" />
        </div>
      )}
    </li>
  );
}
