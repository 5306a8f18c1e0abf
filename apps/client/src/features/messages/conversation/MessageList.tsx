import { useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_LIMITS } from '@gatherly/schema';
import type { MessageItem_MessageFragment } from './MessageItem.generated';
import { compareMessageIds } from '../../../lib/apollo/message-pages';
import { formatLocale, useT } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import type { OutboxMessage } from '../connection/outbox';
import { MessageItem, PendingMessageItem } from './MessageItem';
import { messageDays } from './message-runs';
import { useChatScroll } from './use-chat-scroll';
import { useUnsendMessage } from './use-unsend-message';

const UNSEND_WINDOW_MS = CHAT_LIMITS.unsendWindowSeconds * 1000;

export interface MessageListProps {
  items: readonly MessageItem_MessageFragment[];
  olderCursor: string | null;
  /** Fetches the page before `before` (merged into the list by the type policy). */
  fetchOlder: (before: string) => Promise<unknown>;
  isMine: (username: string) => boolean;
  group: boolean;
  /** One-to-one: the last message id the other person has seen ('0': none), for "Seen". */
  othersReadId: string | null;
  /** The reader's messages waiting in the outbox for this conversation, in the order written. */
  pending?: readonly OutboxMessage[];
}

/**
 * The open conversation's messages, oldest first, under the day they were sent; older ones load
 * as the reader scrolls up (spec §2). "Seen" under the reader's last message once the other has
 * read it; after them, the reader's messages still waiting to be sent.
 */
export function MessageList({ items, olderCursor, fetchOlder, isMine, group, othersReadId, pending = [] }: MessageListProps) {
  const unsend = useUnsendMessage();
  const t = useT();
  const locale = formatLocale();
  const ref = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const last = items[items.length - 1];
  const waitingLast = pending[pending.length - 1];
  const onScroll = useChatScroll(
    ref,
    items[0]?.id ?? null,
    waitingLast?.client_id ?? last?.id ?? null,
    waitingLast !== undefined || (last ? isMine(last.sender.username) : false),
  );
  const now = useUnsendClock(items, isMine);
  // The day names follow the language shown.
  const days = useMemo(() => messageDays(items, new Date(now), locale), [items, now, locale]);
  const seen = last !== undefined && othersReadId !== null && isMine(last.sender.username) && !last.unsent && compareMessageIds(othersReadId, last.id) >= 0;

  async function loadOlder() {
    if (!olderCursor || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      await fetchOlder(olderCursor);
    } catch (error) {
      console.error('Loading older messages failed', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (items.length === 0 && olderCursor === null && pending.length === 0) return <NoMessagesYet />;
  const unsendable = (message: MessageItem_MessageFragment) => isMine(message.sender.username) && canUnsend(message, now);
  return (
    // A log: screen readers announce what is added. Focusable, so the keyboard can scroll it.
    <div ref={ref} className="message-list" role="log" aria-label={t('messages.message.log')} tabIndex={0} onScroll={onScroll}>
      <LoadMore edge="start" hasMore={olderCursor !== null} loading={loading} failed={failed} onLoadMore={() => void loadOlder()} />
      <div className="message-list__days">
        {days.map((day) => (
          <div key={day.key} className="message-day">
            {day.label ? <h3 className="message-day__label">{day.label}</h3> : null}
            <ol className="message-list__items">
              {day.messages.map(({ message, startsRun, endsRun }) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  mine={isMine(message.sender.username)}
                  showSender={group && startsRun}
                  showTime={endsRun}
                  onUnsend={
                    unsendable(message)
                      ? async () => {
                          // The menu leaves with the message's text: focus stays in the list.
                          ref.current?.focus();
                          await unsend(message.id);
                        }
                      : undefined
                  }
                />
              ))}
            </ol>
          </div>
        ))}
      </div>
      {seen ? <p className="message-list__seen">{t('messages.message.seen')}</p> : null}
      {pending.length > 0 ? (
        <ol className="message-list__items message-list__pending">
          {pending.map((message) => (
            <PendingMessageItem key={message.client_id} content={message.content} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function canUnsend(message: MessageItem_MessageFragment, now: number): boolean {
  return message.kind === 'TEXT' && !message.unsent && now - Date.parse(message.timestamp) < UNSEND_WINDOW_MS;
}

/** The time the list is drawn at, moved on when one of the reader's messages can no longer be unsent (and at midnight for "Today"). */
function useUnsendClock(items: readonly MessageItem_MessageFragment[], isMine: (username: string) => boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const expiries = items.filter((message) => isMine(message.sender.username) && canUnsend(message, now)).map((message) => Date.parse(message.timestamp) + UNSEND_WINDOW_MS);
    const midnight = new Date(now);
    midnight.setHours(24, 0, 0, 0);
    const next = Math.min(midnight.getTime(), ...expiries);
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [items, isMine, now]);
  return now;
}

/** A conversation, or a draft of one, with nothing said yet. */
export function NoMessagesYet() {
  const t = useT();
  return (
    <div className="message-list message-list--empty">
      <EmptyState title={t('messages.empty.title')} hint={t('messages.empty.hint')} compact />
    </div>
  );
}
