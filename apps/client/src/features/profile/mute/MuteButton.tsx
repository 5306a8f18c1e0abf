import { useApolloClient } from '@apollo/client/react';
import { MuteAccountDocument, UnmuteAccountDocument } from './Mute.generated';
import { UnreadNotificationCountDocument } from '../../notifications/Notifications.generated';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { t as translate, useT } from '../../../lib/i18n';
import { useNotices } from '../../../ui/Notices';
import { Button } from '../../../ui/Button';

/**
 * Mute or Unmute on another person's profile. Once the server confirms, the feed and the
 * notifications held in the cache are dropped (they are fetched again without, or with, the
 * person), and the change is said, with Undo; the person is not told.
 */
export function MuteButton({ person }: { person: { username: string; is_muted: boolean } }) {
  const client = useApolloClient();
  const notices = useNotices();
  const t = useT();
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
    notices.tell(translate('people.mute.unmuted', { username: person.username }));
  }, t('people.mute.unmuteNamed', { username: person.username }));
  const { toggle, pending } = useServerToggle(async () => {
    await setMuted(muting);
    if (muting) notices.tell(translate('people.mute.muted', { username: person.username }), { action: { label: translate('people.mute.undo'), run: () => void undo.toggle() } });
    else notices.tell(translate('people.mute.unmuted', { username: person.username }));
  }, muting ? t('people.mute.muteNamed', { username: person.username }) : t('people.mute.unmuteNamed', { username: person.username }));

  return (
    <Button
      variant="secondary"
      title={person.is_muted ? undefined : t('people.mute.effect')}
      onClick={() => void toggle()}
      // Busy, not disabled, while sent: a disabled button would drop focus (clicks meanwhile are ignored).
      aria-busy={pending || undo.pending}
    >
      {person.is_muted ? t('people.mute.unmute') : t('people.mute.mute')}
    </Button>
  );
}
