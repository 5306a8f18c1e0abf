import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { FollowersDocument, FollowingDocument, InterestedPeopleDocument, type PersonRow_PersonFragment } from './People.generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useT, type TextId } from '../../../lib/i18n';
import { Dialog, queryStatus } from '../../../ui/Dialog';
import { LoadMore } from '../../../ui/LoadMore';
import { SearchField } from '../../../ui/SearchField';
import { PersonRow } from './PersonRow';

export type PeopleList = 'followers' | 'following';

const TEXTS = {
  followers: { title: 'people.followers.title', placeholder: 'people.followers.search', empty: 'people.followers.empty', loading: 'people.followers.loading' },
  following: { title: 'people.following.title', placeholder: 'people.following.search', empty: 'people.following.empty', loading: 'people.following.loading' },
} as const satisfies Record<PeopleList, Record<'title' | 'placeholder' | 'empty' | 'loading', TextId>>;

/** The skeleton of a people list while it loads. */
const ROWS = { shape: 'row', count: 4 } as const;

/** Who is interested in an event, people the viewer follows first (the event detail's 'N people interested'). */
export function InterestedPeopleDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const t = useT();
  const answer = useQuery(InterestedPeopleDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  const people = answer.data?.people;
  const more = useLoadMore(people?.next_cursor, answer.fetchMore, 'interested');
  const status = queryStatus(
    answer,
    { has: Boolean(people), empty: people?.items.length === 0 },
    { loading: t('people.interested.loading'), missing: t('people.interested.missing'), empty: t('people.interested.empty') },
    ROWS,
  );
  return (
    <Dialog open onClose={onClose} title={t('people.interested.title')} status={status}>
      {people ? <PeopleRows title={t('people.interested.title')} items={people.items} removable={false} onOpen={onClose} more={more} /> : null}
    </Dialog>
  );
}

/**
 * The Followers or Following dialog of a profile (spec §2): searchable on the server by user
 * name, paged as the list scrolls; a click on a person goes to their profile.
 */
export function PeopleDialog({ list, username, own, onClose }: { list: PeopleList; username: string; own: boolean; onClose: () => void }) {
  const t = useT();
  const texts = TEXTS[list];
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const document = list === 'followers' ? FollowersDocument : FollowingDocument;
  const answer = useQuery(document, { variables: { username, query: query || null }, fetchPolicy: 'cache-and-network' });
  const people = answer.data?.people;
  const more = useLoadMore(people?.next_cursor, answer.fetchMore, list);
  const status = queryStatus(
    answer,
    { has: Boolean(people), empty: people?.items.length === 0 },
    { loading: t(texts.loading), missing: t('people.page.notFound'), empty: t(texts.empty) },
    ROWS,
  );

  const search = <SearchField label={t(texts.placeholder)} value={text} onChange={setText} />;
  return (
    <Dialog open onClose={onClose} title={t(texts.title)} toolbar={search} status={status}>
      {people ? <PeopleRows title={t(texts.title)} items={people.items} removable={own && list === 'followers'} onOpen={onClose} more={more} /> : null}
    </Dialog>
  );
}

/** The rows of a people list, paged in as it scrolls. */
function PeopleRows({ title, items, removable, onOpen, more }: { title: string; items: PersonRow_PersonFragment[]; removable: boolean; onOpen: () => void; more: ReturnType<typeof useLoadMore> }) {
  return (
    <>
      <ul className="people__list" aria-label={title}>
        {items.map((person) => (
          <PersonRow key={person.id} person={person} removable={removable} onOpen={onOpen} />
        ))}
      </ul>
      <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
    </>
  );
}
