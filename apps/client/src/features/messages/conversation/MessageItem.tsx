import type { MessageItem_MessageFragment } from './MessageItem.generated';
import { formatLocale, useT } from '../../../lib/i18n';
import { messageTime } from '../../../lib/time/message-time';
import { Icon } from '../../../ui/Icon';
import { RichText } from '../../../ui/RichText';
import { ReportButton } from '../../reports';
import { eventText, senderName, UNSENT_TEXT } from '../chat-text';
import { MessageMenu } from './MessageMenu';

export interface MessageItemProps {
  message: MessageItem_MessageFragment;
  mine: boolean;
  /** Name the sender above the text (groups, first message of a run). */
  showSender: boolean;
  /** Show the time under it (the last message of a run). */
  showTime: boolean;
  /** Present while the reader may unsend it (their own text, within 10 minutes). */
  onUnsend?: () => Promise<void>;
}

/**
 * One message: the reader's own on the right; the time of a run under its last message, alone
 * when sent today, else with the date (spec §2); others' can be reported, one's own unsent for a
 * while; what someone did to the group is a line of its own.
 */
export function MessageItem({ message, mine, showSender, showTime, onUnsend }: MessageItemProps) {
  const t = useT();
  const event = eventText(message);
  if (event !== null) {
    return (
      <li className="message-event">
        <p className="message-event__text">{event}</p>
      </li>
    );
  }
  const sent = new Date(message.timestamp);
  const time = showTime ? (
    <time className="message__time" dateTime={message.timestamp} title={Number.isNaN(sent.getTime()) ? undefined : sent.toLocaleString(formatLocale())}>
      {messageTime(sent, new Date(), formatLocale())}
    </time>
  ) : null;
  const classes = ['message', mine ? 'message--mine' : '', message.unsent ? 'message--unsent' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      {showSender && !mine ? (
        <span className="message__sender">{senderName(message.sender)}</span>
      ) : (
        <span className="visually-hidden">{mine ? t('messages.message.you') : senderName(message.sender)}</span>
      )}
      <div className="message__body">
        <p className="message__text">{message.unsent ? t(UNSENT_TEXT) : <RichText text={message.content} mentions={message.mentions} />}</p>
        {onUnsend ? <MessageMenu onUnsend={onUnsend} /> : null}
      </div>
      {mine || message.unsent ? (
        time
      ) : (
        <div className="message__footer">
          {time}
          <ReportButton target={{ type: 'message', id: message.id, what: t('messages.message.reportWhat', { name: senderName(message.sender) }) }} className="report-button report-button--small" />
        </div>
      )}
    </li>
  );
}

/** The clock beside a message that waits for the network. */
export const WaitingClock = () => (
  <Icon className="message__clock" size={12}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/**
 * One of the reader's messages still in the outbox (written offline, or its answer lost): their
 * own, after the stored ones, with a clock and "Waiting for network" until the server has it.
 */
export function PendingMessageItem({ content }: { content: string }) {
  const t = useT();
  return (
    <li className="message message--mine message--pending">
      <span className="visually-hidden">{t('messages.message.you')}</span>
      <div className="message__body">
        <p className="message__text">
          <RichText text={content} />
        </p>
      </div>
      <p className="message__time message__waiting">
        <WaitingClock />
        {t('messages.message.waiting')}
      </p>
    </li>
  );
}
