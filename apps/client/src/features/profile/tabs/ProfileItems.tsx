import { useQuery } from '@apollo/client/react';
import { ProfileItemsDocument } from './ProfileItems.generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { keptData } from '../../../lib/apollo/kept-data';
import { useT } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { Pending } from '../../../ui/Pending';
import { useContentDetail } from '../../content';
import { EventCards } from './EventCards';
import { PostGrid } from './PostGrid';
import { EMPTY_TEXT, LOADING_TEXT, type ProfileKind } from './profile-kinds';
import { RemarkList } from './RemarkList';

/** One tab's items, newest first, loading more as the user scrolls; a click opens the item's detail. */
export function ProfileItems({ username, kind }: { username: string; kind: ProfileKind }) {
  const t = useT();
  const result = useQuery(ProfileItemsDocument, { variables: { username, kind }, fetchPolicy: 'cache-and-network' });
  const { error, fetchMore } = result;
  const { open } = useContentDetail();
  const page = keptData(result)?.contentByUser;
  const more = useLoadMore(page?.next_cursor, fetchMore, `${kind}s`);

  if (!page) return <Pending error={error} onRetry={() => result.refetch()} label={t(LOADING_TEXT[kind])} shape={kind === 'remark' ? 'row' : 'card'} />;
  if (page.items.length === 0) return <EmptyState title={t(EMPTY_TEXT[kind])} compact />;
  const show = (id: string) => open({ kind, id });
  return (
    <>
      {kind === 'post' ? <PostGrid items={page.items} onOpen={show} /> : null}
      {kind === 'event' ? <EventCards items={page.items} onOpen={show} /> : null}
      {kind === 'remark' ? <RemarkList items={page.items} onOpen={show} /> : null}
      <LoadMore
        hasMore={more.hasMore}
        loading={more.loading}
        failed={more.failed}
        onLoadMore={() => void more.loadMore()}
        endText={kind === 'remark' ? t('people.items.end') : undefined}
      />
    </>
  );
}
