import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { BlockAccountDocument, UnblockAccountDocument } from './Block.generated';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { t as translate, useT } from '../../../lib/i18n';
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
  const t = useT();
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
    notices.tell(blocking ? translate('people.block.blocked', { username: person.username }) : translate('people.block.unblocked', { username: person.username }));
  }, blocking ? t('people.block.blockNamed', { username: person.username }) : t('people.block.unblockNamed', { username: person.username }));

  return (
    <>
      <Button variant="secondary" onClick={() => (blocking ? setAsking(true) : void toggle())} disabled={pending} aria-busy={pending}>
        {person.is_blocked ? t('people.block.unblock') : t('people.block.block')}
      </Button>
      <ConfirmDialog open={asking} title={t('people.block.confirmTitle', { username: person.username })} confirmLabel={t('people.block.block')} onConfirm={toggle} onCancel={() => setAsking(false)} pending={pending}>
        <p>{t('people.block.confirmText')}</p>
      </ConfirmDialog>
    </>
  );
}
