import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { FollowersDocument, FollowingDocument } from '../../../gql/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { isUnreachable } from '../../../lib/errors/describe-error';
import { Dialog, type DialogStatus } from '../../../ui/Dialog';
import { LoadMore } from '../../../ui/LoadMore';
import { PersonRow } from './PersonRow';

export type PeopleList = 'followers' | 'following';

const TEXTS = {
  followers: { title: 'Followers', placeholder: 'Search followers...', empty: 'No followers found.' },
  following: { title: 'Following', placeholder: 'Search', empty: 'This user is not following anyone.' },
} as const;

/**
 * The Followers or Following dialog of a profile (spec §2): searchable on the server by user
 * name, paged as the list scrolls; a click on a person goes to their profile.
 */
export function PeopleDialog({ list, username, own, onClose }: { list: PeopleList; username: string; own: boolean; onClose: () => void }) {
  const texts = TEXTS[list];
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const document = list === 'followers' ? FollowersDocument : FollowingDocument;
  const { data, loading, error, fetchMore, refetch } = useQuery(document, { variables: { username, query: query || null }, fetchPolicy: 'cache-and-network' });
  const people = data?.people;
  const more = useLoadMore(people?.next_cursor, fetchMore, list);
  let status: DialogStatus | null = null;
  if (!people && loading) status = { state: 'loading', label: `Loading ${texts.title.toLowerCase()}…`, shape: 'row', count: 4 };
  else if (!people && error && isUnreachable(error)) status = { state: 'error', error, onRetry: () => refetch() };
  else if (!people && error) status = { state: 'empty', title: 'Profile not found.' };
  else if (people?.items.length === 0) status = { state: 'empty', title: texts.empty };

  const search = (
    <input
      className="people__search"
      type="search"
      aria-label={texts.placeholder}
      placeholder={texts.placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
  return (
    <Dialog open onClose={onClose} title={texts.title} toolbar={search} status={status}>
      {people ? (
        <>
          <ul className="people__list" aria-label={texts.title}>
            {people.items.map((person) => (
              <PersonRow key={person.id} person={person} removable={own && list === 'followers'} onOpen={onClose} />
            ))}
          </ul>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
        </>
      ) : null}
    </Dialog>
  );
}
