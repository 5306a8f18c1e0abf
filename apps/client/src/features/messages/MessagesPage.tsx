import { Outlet, useMatch, useParams, useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ConversationView } from './conversation/ConversationView';
import { ConversationList } from './list/ConversationList';
import { DraftConversation } from './new-conversation/DraftConversation';
import './messages.css';

/**
 * /direct/message (spec §2): the conversation list on the left, the open conversation on the
 * right (/direct/message/{id}). On phones one of the two fills the screen: the list until a
 * conversation opens, then the conversation with a way back.
 */
export function MessagesPage() {
  const open = useMatch(`${PATHS.messages}/:conversationId`);
  const [params] = useSearchParams();
  const t = useT();
  const to = params.get('to');
  const selected = open?.params.conversationId ?? null;
  const showing = selected !== null || to !== null;

  return (
    <div className={showing ? 'messages messages--open' : 'messages'}>
      <title>{t('messages.page.title')}</title>
      <ConversationList selectedId={selected} />
      <div className="messages__chat">{to ? <DraftConversation key={to} username={to} /> : <Outlet />}</div>
    </div>
  );
}

/** The right side with no conversation chosen. */
export function NoConversationSelected() {
  const t = useT();
  return (
    <div className="messages__empty">
      <EmptyState title={t('messages.page.noneSelected')} hint={t('messages.page.noneSelectedHint')} compact />
    </div>
  );
}

/** /direct/message/{id}: a conversation of its own, so that nothing typed or scrolled leaks into the next. */
export function OpenConversation() {
  const { conversationId = '' } = useParams();
  return <ConversationView key={conversationId} id={conversationId} />;
}
