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
}

/**
 * Follow or unfollow once the server confirms (spec §4: no optimistic flip; clicks ignored while
 * pending; a failure is only logged). The answer updates the person's profile in the cache; the
 * same person in lists, and the viewer's own following count, are updated here.
 */
export function useFollowToggle(person: FollowTarget) {
  const client = useApolloClient();
  const t = useT();
  const following = !person.is_following;
  return useServerToggle(
    () =>
      client.mutate({
        mutation: following ? FollowDocument : UnfollowDocument,
        variables: { username: person.username },
        update(cache) {
          cache.modify({ id: cache.identify({ __typename: 'Person', id: person.id }), fields: { is_following: () => following } });
          const me = sessionStore.getSnapshot().username;
          const own = me ? cache.readQuery({ query: ProfileDocument, variables: { username: me } })?.profile : null;
          if (own) cache.modify({ id: cache.identify(own), fields: { following_count: (count: number) => count + (following ? 1 : -1) } });
        },
      }),
    following ? t('people.follow.followNamed', { username: person.username }) : t('people.follow.unfollowNamed', { username: person.username }),
  );
}
