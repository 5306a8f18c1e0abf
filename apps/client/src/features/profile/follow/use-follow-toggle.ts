import { useApolloClient } from '@apollo/client/react';
import { FollowDocument, UnfollowDocument } from './Follow.generated';
import { ProfileDocument } from '../header/Profile.generated';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { useT } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';

export interface FollowTarget {
  id: string;
  username: string;
  is_following: boolean;
  /** Asked of an account of another server that has not answered yet (profiles only). */
  follow_requested?: boolean;
}

/**
 * Follow or unfollow once the server confirms (spec §4: no optimistic flip; clicks ignored while
 * pending; a failure is only logged); a request to follow an account of another server is withdrawn
 * as a follow is. The answer updates the person's profile in the cache; the same person in lists,
 * and the viewer's own following count, are updated here from what the server answered (an account
 * of another server is followed only once its server accepts).
 */
export function useFollowToggle(person: FollowTarget) {
  const client = useApolloClient();
  const t = useT();
  const asking = !person.is_following && !person.follow_requested;
  return useServerToggle(
    () =>
      client.mutate({
        mutation: asking ? FollowDocument : UnfollowDocument,
        variables: { username: person.username },
        update(cache, { data }) {
          const following = data?.profile.is_following ?? asking;
          cache.modify({ id: cache.identify({ __typename: 'Person', id: person.id }), fields: { is_following: () => following } });
          if (following === person.is_following) return;
          const me = sessionStore.getSnapshot().username;
          const own = me ? cache.readQuery({ query: ProfileDocument, variables: { username: me } })?.profile : null;
          if (own) cache.modify({ id: cache.identify(own), fields: { following_count: (count: number) => count + (following ? 1 : -1) } });
        },
      }),
    asking ? t('people.follow.followNamed', { username: person.username }) : t(person.follow_requested ? 'people.follow.withdrawNamed' : 'people.follow.unfollowNamed', { username: person.username }),
  );
}
