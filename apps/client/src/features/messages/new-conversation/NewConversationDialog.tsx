import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { CHAT_LIMITS, CHAT_MESSAGES, DELAYS } from '@gatherly/schema';
import { SearchAccountsDocument, type SearchAccountsQuery } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { otherParticipants } from '../chat-text';
import { useCreateConversation } from './use-create-conversation';

type Person = SearchAccountsQuery['searchAccounts'][number];

/**
 * The new-conversation dialog (spec §2, §5): people found by name 300 ms after typing stops, any
 * number of them chosen (never oneself), Create Conversation once one is; then the conversation opens.
 */
export function NewConversationDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { username } = useSession();
  const search = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, Person>>(new Map());
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const cleared = text.trim() === '';
  const { data, loading } = useQuery(SearchAccountsDocument, { variables: { query }, skip: query === '' });
  const results = cleared || query === '' ? [] : otherParticipants(data?.searchAccounts ?? [], username);
  const searching = !cleared && (loading || query !== text.trim());
  const { create, pending } = useCreateConversation();
  const full = chosen.size >= CHAT_LIMITS.participants;

  function toggle(person: Person) {
    setChosen((current) => {
      const next = new Map(current);
      if (!next.delete(person.id)) next.set(person.id, person);
      return next;
    });
  }

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

  const hint = cleared ? 'Start typing to search for users' : searching ? null : results.length === 0 ? 'No users found' : null;
  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onClose())}
      title="New conversation"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => void onCreate()} disabled={chosen.size === 0 || pending} aria-busy={pending}>
            Create Conversation
          </Button>
        </>
      }
    >
      <div className="new-conversation">
        <input
          ref={search}
          className="new-conversation__search"
          type="search"
          aria-label="Search users by name..."
          placeholder="Search users by name..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        <p className="new-conversation__count" role="status">
          {chosen.size} participant(s) selected
        </p>
        {chosen.size > 0 ? (
          <ul className="new-conversation__chosen" aria-label="Selected participants">
            {[...chosen.values()].map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  className="new-conversation__chip"
                  aria-label={`Remove ${person.username}`}
                  onClick={() => {
                    toggle(person);
                    search.current?.focus(); // the chip leaves with the person
                  }}
                >
                  {person.username} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {full ? <p className="new-conversation__hint">{CHAT_MESSAGES.tooManyParticipants}</p> : null}
        <p className="new-conversation__hint" aria-live="polite">
          {searching ? (
            <>
              <Spinner size={16} /> Searching...
            </>
          ) : (
            hint
          )}
        </p>
        {results.length > 0 ? (
          <ul className="new-conversation__results" aria-label="Users">
            {results.map((person) => {
              const checked = chosen.has(person.id);
              return (
                <li key={person.id}>
                  <label className="new-conversation__person">
                    <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => toggle(person)} />
                    <Avatar src={person.profile_image} size={36} />
                    <span className="new-conversation__names">
                      <span className="new-conversation__username">{person.username}</span>
                      <span className="new-conversation__full-name">{person.full_name}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
