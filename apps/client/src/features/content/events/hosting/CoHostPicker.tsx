import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { AddCoHostDocument, CoHostCandidatesDocument } from './Hosting.generated';
import { describeError } from '../../../../lib/errors/describe-error';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { useNotices } from '../../../../ui/Notices';
import { SearchField } from '../../../../ui/SearchField';
import { useT } from '../../../../lib/i18n';

/**
 * Choosing a co-host among the people one follows: found by user name as one types (the server's
 * list of whom one follows), each offered with its own Add button.
 */
export function CoHostPicker({ eventId, me, taken, onDone }: { eventId: string; me: string | null; taken: ReadonlySet<string>; onDone: () => void }) {
  const t = useT();
  const notices = useNotices();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const answer = useQuery(CoHostCandidatesDocument, { variables: { username: me ?? '', query: query || null }, skip: me === null });
  const [add, adding] = useMutation(AddCoHostDocument);
  const people = (answer.data?.following.items ?? []).filter((person) => !taken.has(person.id));

  async function choose(username: string) {
    try {
      await add({ variables: { id: eventId, username } });
      notices.tell(t('events.hosting.coHostAdded', { username }));
      onDone();
    } catch (error) {
      console.error(`Adding co-host ${username} failed`, error);
      notices.warn(describeError(error, { fallback: t('events.hosting.addFailed') }).messages[0]);
    }
  }

  return (
    <div className="hosting__picker">
      <SearchField label={t('events.hosting.coHostPickerLabel')} value={text} onChange={setText} autoFocus />
      <p className="hosting__muted" aria-live="polite">
        {answer.loading ? t('events.hosting.searching') : answer.error ? t('events.hosting.followingFailed') : people.length === 0 ? t('events.hosting.noMatch') : null}
      </p>
      {people.length > 0 ? (
        <ul className="hosting__people" aria-label={t('events.hosting.peopleYouFollow')}>
          {people.map((person) => (
            <li key={person.id} className="hosting__person">
              <Avatar src={person.profile_image} size={32} />
              <span className="hosting__name">{person.username}</span>
              <Button variant="secondary" onClick={() => void choose(person.username)} disabled={adding.loading} aria-label={t('events.hosting.addAs', { username: person.username })}>
                {t('events.hosting.add')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="ghost" onClick={onDone}>
        {t('events.hosting.cancel')}
      </Button>
    </div>
  );
}
