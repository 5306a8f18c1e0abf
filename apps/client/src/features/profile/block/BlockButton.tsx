import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { BlockAccountDocument, UnblockAccountDocument } from '../../../gql/graphql';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useNotices } from '../../../ui/Notices';
import { updateBlockedAccounts } from './blocked-accounts-cache';

/** What the cache holds that may show a blocked person: dropped, to be fetched again without them. */
const LISTS = ['homeFeed', 'notifications', 'contentByUser', 'searchEvents', 'followers', 'following'];

/** Block (after asking) or Unblock, on another person's profile or in the list of blocked accounts. */
export function BlockButton({ person }: { person: { username: string; is_blocked: boolean } }) {
  const client = useApolloClient();
  const notices = useNotices();
  const [asking, setAsking] = useState(false);
  const blocking = !person.is_blocked;
  const { toggle, pending } = useServerToggle(async () => {
    await client.mutate({
      mutation: blocking ? BlockAccountDocument : UnblockAccountDocument,
      variables: { username: person.username },
      update(cache, { data }) {
        for (const fieldName of LISTS) cache.evict({ id: 'ROOT_QUERY', fieldName });
        if (data) updateBlockedAccounts(cache, { blocked: blocking, id: data.profile.id });
        cache.gc();
      },
    });
    setAsking(false);
    notices.tell(blocking ? `You blocked ${person.username}.` : `You unblocked ${person.username}.`);
  }, `${blocking ? 'Block' : 'Unblock'} ${person.username}`);

  return (
    <>
      <Button variant="secondary" onClick={() => (blocking ? setAsking(true) : void toggle())} disabled={pending} aria-busy={pending}>
        {person.is_blocked ? 'Unblock' : 'Block'}
      </Button>
      <ConfirmDialog open={asking} title={`Block ${person.username}?`} confirmLabel="Block" onConfirm={toggle} onCancel={() => setAsking(false)} pending={pending}>
        <p>
          They will no longer be able to find your profile, see what you share, follow you or message you, and you will not see what they share. You stop
          following each other. They are not told.
        </p>
      </ConfirmDialog>
    </>
  );
}
