import { useRef, useState } from 'react';
import type { MessageItem_MessageFragment } from '../../../gql/graphql';
import { LoadMore } from '../../../ui/LoadMore';
import { MessageItem } from './MessageItem';
import { useChatScroll } from './use-chat-scroll';

export interface MessageListProps {
  items: readonly MessageItem_MessageFragment[];
  olderCursor: string | null;
  /** Fetches the page before `before` (merged into the list by the type policy). */
  fetchOlder: (before: string) => Promise<unknown>;
  isMine: (username: string) => boolean;
  group: boolean;
}

/** The open conversation's messages, oldest first; older ones load as the reader scrolls up (spec §2). */
export function MessageList({ items, olderCursor, fetchOlder, isMine, group }: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const last = items[items.length - 1];
  const onScroll = useChatScroll(ref, items[0]?.id ?? null, last?.id ?? null, last ? isMine(last.sender.username) : false);

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

  if (items.length === 0 && olderCursor === null) {
    return (
      <div className="message-list message-list--empty">
        <p className="message-list__empty-title">No messages yet</p>
        <p className="message-list__empty-hint">Start the conversation!</p>
      </div>
    );
  }
  return (
    // A log: screen readers announce what is added. Focusable, so the keyboard can scroll it.
    <div ref={ref} className="message-list" role="log" aria-label="Messages" tabIndex={0} onScroll={onScroll}>
      <LoadMore edge="start" hasMore={olderCursor !== null} loading={loading} failed={failed} onLoadMore={() => void loadOlder()} />
      <ol className="message-list__items">
        {items.map((message) => (
          <MessageItem key={message.id} message={message} mine={isMine(message.sender.username)} showSender={group} />
        ))}
      </ol>
    </div>
  );
}
