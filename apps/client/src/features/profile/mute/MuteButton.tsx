import { useApolloClient } from '@apollo/client/react';
import { MuteAccountDocument, UnmuteAccountDocument, UnreadNotificationCountDocument } from '../../../gql/graphql';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { useNotices } from '../../../ui/Notices';
import { Button } from '../../../ui/Button';

/**
 * Mute or Unmute on another person's profile. Once the server confirms, the feed and the
 * notifications held in the cache are dropped (they are fetched again without, or with, the
 * person), and the change is said; the person is not told.
 */
export function MuteButton({ person }: { person: { username: string; is_muted: boolean } }) {
  const client = useApolloClient();
  const notices = useNotices();
  const muting = !person.is_muted;
  const { toggle, pending } = useServerToggle(async () => {
    await client.mutate({
      mutation: muting ? MuteAccountDocument : UnmuteAccountDocument,
      variables: { username: person.username },
      update(cache) {
        for (const fieldName of ['homeFeed', 'notifications']) cache.evict({ id: 'ROOT_QUERY', fieldName });
        cache.gc();
      },
    });
    await client.query({ query: UnreadNotificationCountDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
    notices.tell(muting ? `You muted ${person.username}. Their posts and notifications are hidden from you.` : `You unmuted ${person.username}.`);
  }, `${muting ? 'Mute' : 'Unmute'} ${person.username}`);

  return (
    <Button variant="secondary" onClick={() => void toggle()} disabled={pending} aria-busy={pending}>
      {person.is_muted ? 'Unmute' : 'Mute'}
    </Button>
  );
}
