import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHAT_LIMITS } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { PeoplePicker, type Person } from './PeoplePicker';
import { useCreateConversation } from './use-create-conversation';

/**
 * The new-conversation dialog (spec §2, §5): any number of people chosen (never oneself), Create
 * Conversation once one is; then the conversation opens.
 */
export function NewConversationDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const [chosen, setChosen] = useState<ReadonlyMap<string, Person>>(new Map());
  const { create, pending } = useCreateConversation();

  async function onCreate() {
    if (chosen.size === 0 || pending) return;
    try {
      const conversation = await create([...chosen.keys()]);
      onClose();
      navigate(PATHS.conversation(conversation.id));
    } catch (error) {
      // Spec §8: chat failures are not shown; the dialog stays as it was.
      console.error('Creating a conversation failed', error);
    }
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onClose())}
      title={t('messages.new.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('messages.group.cancel')}
          </Button>
          <Button onClick={() => void onCreate()} disabled={chosen.size === 0 || pending} aria-busy={pending}>
            {t('messages.new.create')}
          </Button>
        </>
      }
    >
      <PeoplePicker chosen={chosen} onChange={setChosen} limit={CHAT_LIMITS.participants} />
    </Dialog>
  );
}
