import { useApolloClient } from '@apollo/client/react';
import { MuteAccountDocument, UnmuteAccountDocument, UnreadNotificationCountDocument } from '../../../gql/graphql';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { useNotices } from '../../../ui/Notices';
import { Button } from '../../../ui/Button';

/** What muting does, told when muting. */
const MUTE_EFFECT = "You won't see what they share in your feed, or their notifications. They won't know.";

/**
 * Mute or Unmute on another person's profile. Once the server confirms, the feed and the
 * notifications held in the cache are dropped (they are fetched again without, or with, the
 * person), and the change is said, with Undo; the person is not told.
 */
export function MuteButton({ person }: { person: { username: string; is_muted: boolean } }) {
  const client = useApolloClient();
  const notices = useNotices();
  const muting = !person.is_muted;
  const setMuted = async (mute: boolean) => {
    await client.mutate({
      mutation: mute ? MuteAccountDocument : UnmuteAccountDocument,
      variables: { username: person.username },
      update(cache) {
        for (const fieldName of ['homeFeed', 'notifications']) cache.evict({ id: 'ROOT_QUERY', fieldName });
        cache.gc();
      },
    });
    await client.query({ query: UnreadNotificationCountDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  };
  const undo = useServerToggle(async () => {
    await setMuted(false);
    notices.tell(`You unmuted ${person.username}.`);
  }, `Unmute ${person.username}`);
  const { toggle, pending } = useServerToggle(async () => {
    await setMuted(muting);
    if (muting) notices.tell(`You muted ${person.username}. ${MUTE_EFFECT}`, { action: { label: 'Undo', run: () => void undo.toggle() } });
    else notices.tell(`You unmuted ${person.username}.`);
  }, `${muting ? 'Mute' : 'Unmute'} ${person.username}`);

  return (
    <Button
      variant="secondary"
      title={person.is_muted ? undefined : MUTE_EFFECT}
      onClick={() => void toggle()}
      // Busy, not disabled, while sent: a disabled button would drop focus (clicks meanwhile are ignored).
      aria-busy={pending || undo.pending}
    >
      {person.is_muted ? 'Unmute' : 'Mute'}
    </Button>
  );
}
