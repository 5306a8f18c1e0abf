import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';

export interface ConversationHeaderProps {
  titleId: string;
  title: string;
  /** A line under the title (how many are in a group, a draft's full name). */
  subtitle?: string;
  avatar: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Placed at the end of the header (the group's settings). */
  children?: ReactNode;
}

/** The head of an open conversation, or a draft one: the way back (phones), the avatar, the title. */
export function ConversationHeader({ titleId, title, subtitle, avatar, headingRef, children }: ConversationHeaderProps) {
  const t = useT();
  return (
    <header className="conversation__header">
      <Link className="conversation__back" to={PATHS.messages} aria-label={t('messages.conversation.back')} title={t('messages.conversation.back')}>
        <span className="points-inline" aria-hidden="true">‹</span>
      </Link>
      {avatar}
      <div className="conversation__names">
        <h2 id={titleId} ref={headingRef} className="conversation__title" tabIndex={-1}>
          {title}
        </h2>
        {subtitle ? <p className="conversation__members">{subtitle}</p> : null}
      </div>
      {children}
    </header>
  );
}
