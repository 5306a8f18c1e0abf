import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { CHAT_LIMITS, conversationNameProblems } from '@gatherly/schema';
import { LeaveConversationDocument, RenameConversationDocument } from './GroupSettings.generated';
import type { ConversationItem_ConversationFragment } from '../list/ConversationItem.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { say, useT } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { removeConversation } from '../connection/chat-cache';
import { AddPeopleDialog } from './AddPeopleDialog';

const problemText = (error: unknown) => describeError(error, DEFAULT_PROBLEM_TEXTS).messages[0] ?? DEFAULT_PROBLEM_TEXTS.fallback;

/**
 * A group's settings, from its conversation's header: its name (any member may change it), who is
 * in it (each a link to their profile), Add people, and Leave group after a confirmation.
 */
export function GroupSettingsDialog({ conversation, onClose }: { conversation: ConversationItem_ConversationFragment; onClose: () => void }) {
  const { username } = useSession();
  const t = useT();
  const [name, setName] = useState(conversation.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [open, setOpen] = useState<'add' | 'leave' | null>(null);
  const [rename, renaming] = useMutation(RenameConversationDocument);
  const formId = useId();
  const me = (person: { username: string }) => person.username.toLowerCase() === username?.toLowerCase();
  const members = [...conversation.participants].sort((a, b) => Number(me(b)) - Number(me(a)));

  async function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = conversationNameProblems(name);
    setSaved(false);
    if (problems.length > 0) return setNameError(say(problems[0]));
    setNameError(undefined);
    try {
      const { data } = await rename({ variables: { conversationId: conversation.id, name: name.trim() } });
      if (data) setName(data.renameConversation.name);
      setSaved(true);
    } catch (error) {
      setNameError(problemText(error));
    }
  }

  return (
    <>
      <Dialog open onClose={onClose} title={t('messages.conversation.groupSettings')} locked={open !== null || renaming.loading}>
        <div className="group-settings">
          <form id={formId} className="group-settings__name" onSubmit={(event) => void onRename(event)} noValidate>
            <TextField
              label={t('messages.group.name')}
              value={name}
              maxLength={CHAT_LIMITS.conversationNameLength}
              placeholder={t('messages.group.namePlaceholder')}
              error={nameError}
              hint={saved ? t('messages.group.saved') : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
                setSaved(false);
              }}
            />
            <Button type="submit" variant="secondary" disabled={renaming.loading || name.trim() === conversation.name} aria-busy={renaming.loading}>
              {t('messages.group.saveName')}
            </Button>
          </form>
          <h3 className="group-settings__heading">{t('messages.conversation.participants', { count: conversation.participants.length })}</h3>
          <ul className="group-settings__people" aria-label={t('messages.group.participantsLabel')}>
            {members.map((person) => (
              <li key={person.id}>
                <Link className="group-settings__person" to={PATHS.profile(person.username)}>
                  <Avatar src={person.profile_image} size={36} />
                  <span className="group-settings__names">
                    <span className="group-settings__username">
                      {me(person) ? t('messages.group.you', { name: person.username }) : person.username}
                    </span>
                    <span className="group-settings__full-name">{person.full_name}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="group-settings__actions">
            <Button variant="secondary" onClick={() => setOpen('add')}>
              {t('messages.group.addPeople')}
            </Button>
            <Button variant="danger" onClick={() => setOpen('leave')}>
              {t('messages.group.leave')}
            </Button>
          </div>
        </div>
      </Dialog>
      {open === 'add' ? <AddPeopleDialog conversation={conversation} onClose={() => setOpen(null)} /> : null}
      {open === 'leave' ? <LeaveGroupDialog conversationId={conversation.id} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** Leaving asks first; then the group leaves the list and Messages shows. */
function LeaveGroupDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [leave, { loading }] = useMutation(LeaveConversationDocument);
  const t = useT();
  const [error, setError] = useState<string | null>(null);

  async function onLeave() {
    setError(null);
    try {
      await leave({ variables: { conversationId } });
      navigate(PATHS.messages, { replace: true });
      removeConversation(client.cache, conversationId);
    } catch (failure) {
      setError(problemText(failure));
    }
  }

  return (
    <ConfirmDialog open title={t('messages.group.leaveTitle')} confirmLabel={t('messages.group.leave')} onConfirm={onLeave} onCancel={onClose} pending={loading}>
      <p>{t('messages.group.leaveBody')}</p>
      {error ? (
        <p className="group-settings__error" role="alert">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
