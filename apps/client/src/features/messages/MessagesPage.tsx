import { useEffect, useRef } from 'react';
import { Outlet, useMatch, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { Spinner } from '../../ui/Spinner';
import { ConversationView } from './conversation/ConversationView';
import { ConversationList } from './list/ConversationList';
import { useCreateConversation } from './new-conversation/use-create-conversation';
import './messages.css';

/**
 * /direct/message (spec §2): the conversation list on the left, the open conversation on the
 * right (/direct/message/{id}). On phones one of the two fills the screen: the list until a
 * conversation opens, then the conversation with a way back.
 */
export function MessagesPage() {
  const open = useMatch(`${PATHS.messages}/:conversationId`);
  const [params] = useSearchParams();
  const withAccount = params.get('with');
  const selected = open?.params.conversationId ?? null;
  const showing = selected !== null || withAccount !== null;

  return (
    <div className={showing ? 'messages messages--open' : 'messages'}>
      <title>Messages · Gatherly</title>
      <ConversationList selectedId={selected} />
      <div className="messages__chat">{withAccount ? <OpenDirectConversation accountId={withAccount} /> : <Outlet />}</div>
    </div>
  );
}

/** The right side with no conversation chosen. */
export function NoConversationSelected() {
  return (
    <div className="messages__empty">
      <p className="messages__empty-title">Select a conversation to start chatting</p>
      <p className="messages__empty-hint">Your messages will appear here once you pick a chat</p>
    </div>
  );
}

/** /direct/message/{id}: a conversation of its own, so that nothing typed or scrolled leaks into the next. */
export function OpenConversation() {
  const { conversationId = '' } = useParams();
  return <ConversationView key={conversationId} id={conversationId} />;
}

/**
 * /direct/message?with={account id}, where a profile's Message link leads: the one-to-one
 * conversation with that person, made if they have none, then opened in its place.
 */
function OpenDirectConversation({ accountId }: { accountId: string }) {
  const navigate = useNavigate();
  const { create } = useCreateConversation();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === accountId) return;
    started.current = accountId;
    create([accountId]).then(
      (conversation) => navigate(PATHS.conversation(conversation.id), { replace: true }),
      (error: unknown) => {
        console.error('Opening the conversation failed', error);
        navigate(PATHS.messages, { replace: true });
      },
    );
  }, [accountId, create, navigate]);

  return (
    <p className="messages__status" role="status">
      <Spinner /> Opening conversation...
    </p>
  );
}
