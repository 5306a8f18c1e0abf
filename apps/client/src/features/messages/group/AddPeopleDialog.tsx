import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CHAT_LIMITS } from '@gatherly/schema';
import { AddConversationParticipantsDocument } from './GroupSettings.generated';
import type { ConversationItem_ConversationFragment } from '../list/ConversationItem.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { PeoplePicker, type Person } from '../new-conversation/PeoplePicker';

/** Add people to a group: the new-conversation picker, without those already in it. */
export function AddPeopleDialog({ conversation, onClose }: { conversation: ConversationItem_ConversationFragment; onClose: () => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<ReadonlyMap<string, Person>>(new Map());
  const [add, { loading }] = useMutation(AddConversationParticipantsDocument);
  const [error, setError] = useState<string | null>(null);
  const members = new Set(conversation.participants.map((person) => person.id));
  // The group's creator is not among the 50 others it may hold.
  const room = Math.max(0, CHAT_LIMITS.participants + 1 - conversation.participants.length);

  async function onAdd() {
    setError(null);
    try {
      await add({ variables: { conversationId: conversation.id, participantIds: [...chosen.keys()] } });
      onClose();
    } catch (failure) {
      setError(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages[0] ?? DEFAULT_PROBLEM_TEXTS.fallback);
    }
  }

  return (
    <Dialog
      open
      onClose={() => (loading ? undefined : onClose())}
      title={t('messages.group.addPeople')}
      locked={loading}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            {t('messages.group.cancel')}
          </Button>
          <Button onClick={() => void onAdd()} disabled={chosen.size === 0 || loading} aria-busy={loading}>
            {t('messages.group.add')}
          </Button>
        </>
      }
    >
      <PeoplePicker chosen={chosen} onChange={setChosen} limit={room} exclude={members} />
      {error ? (
        <p className="group-settings__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
