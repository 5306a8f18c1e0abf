import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CHAT_MESSAGES, DELAYS } from '@gatherly/schema';
import { SearchAccountsDocument, type SearchAccountsQuery } from '../../search/SearchAccounts.generated';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { Avatar } from '../../../ui/Avatar';
import { Spinner } from '../../../ui/Spinner';
import { otherParticipants } from '../chat-text';

export type Person = SearchAccountsQuery['searchAccounts'][number];

export interface PeoplePickerProps {
  chosen: ReadonlyMap<string, Person>;
  onChange: (chosen: ReadonlyMap<string, Person>) => void;
  /** How many may be chosen. */
  limit: number;
  /** Account ids not offered (people already in the conversation); oneself never is. */
  exclude?: ReadonlySet<string>;
}

/**
 * Choosing people (spec §2, §5): found by name 300 ms after typing stops, any number of them chosen
 * up to `limit`, shown as chips that remove them. Used to start a conversation and to add people to a group.
 */
export function PeoplePicker({ chosen, onChange, limit, exclude }: PeoplePickerProps) {
  const { username } = useSession();
  const t = useT();
  const search = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const cleared = text.trim() === '';
  const { data, loading } = useQuery(SearchAccountsDocument, { variables: { query }, skip: query === '' });
  const results = cleared || query === '' ? [] : otherParticipants(data?.searchAccounts ?? [], username).filter((person) => !exclude?.has(person.id));
  const searching = !cleared && (loading || query !== text.trim());
  const full = chosen.size >= limit;

  function toggle(person: Person) {
    const next = new Map(chosen);
    if (!next.delete(person.id)) next.set(person.id, person);
    onChange(next);
  }

  const hint = cleared ? t('messages.picker.start') : searching ? null : results.length === 0 ? t('messages.picker.none') : null;
  return (
    <div className="new-conversation">
      <input
        ref={search}
        className="new-conversation__search"
        type="search"
        aria-label={t('messages.picker.search')}
        placeholder={t('messages.picker.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <p className="new-conversation__count" role="status">
        {t('messages.picker.selected', { count: chosen.size })}
      </p>
      {chosen.size > 0 ? (
        <ul className="new-conversation__chosen" aria-label={t('messages.picker.selectedLabel')}>
          {[...chosen.values()].map((person) => (
            <li key={person.id}>
              <button
                type="button"
                className="new-conversation__chip"
                aria-label={t('messages.picker.remove', { name: person.username })}
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
      {full ? <p className="new-conversation__hint">{t(CHAT_MESSAGES.tooManyParticipants)}</p> : null}
      <p className="new-conversation__hint" aria-live="polite">
        {searching ? (
          <>
            <Spinner size={16} /> {t('messages.picker.searching')}
          </>
        ) : (
          hint
        )}
      </p>
      {results.length > 0 ? (
        <ul className="new-conversation__results" aria-label={t('messages.picker.results')}>
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
  );
}
