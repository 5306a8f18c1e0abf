import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { useNotices } from '../../../ui/Notices';
import { detailHref, type DetailTarget } from '../detail/detail-params';

/**
 * After a successful creation (spec §2): a notice, the dialog closes and the user goes home
 * (where '/' leads), with the new item's detail open. Straight to /home: through '/' the app's
 * frame would be rebuilt (cancelling its requests), and the Create button focus goes back to with
 * it. The feed and the author's lists are read again, so the new item is at their top without a
 * reload: once the page the item was created on is gone (else its lists, read again at once, would
 * be cut off by its leaving).
 */
export function useFinishCreation() {
  const navigate = useNavigate();
  const { cache } = useApolloClient();
  const notices = useNotices();
  return (created: DetailTarget, close: () => void) => {
    notices.tell(t('content.created', { kind: created.kind }));
    close();
    void Promise.resolve(navigate(detailHref(created, PATHS.home), { flushSync: true })).then(() => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'homeFeed' });
      // Unannounced: a page of the author's lists still leaving (its next screen loading) would read
      // them again only to be cut off; the next one shown reads them afresh.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'contentByUser', broadcast: false });
      cache.gc();
    });
  };
}
