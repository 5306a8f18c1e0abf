import { useQuery } from '@apollo/client/react';
import { ProfileItemsDocument } from '../../../gql/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { Alert } from '../../../ui/Alert';
import { LoadMore } from '../../../ui/LoadMore';
import { Spinner } from '../../../ui/Spinner';
import { useContentDetail } from '../../content';
import { EventCards } from './EventCards';
import { PostGrid } from './PostGrid';
import { EMPTY_TEXT, type ProfileKind } from './profile-kinds';
import { RemarkList } from './RemarkList';

/** One tab's items, newest first, loading more as the user scrolls; a click opens the item's detail. */
export function ProfileItems({ username, kind }: { username: string; kind: ProfileKind }) {
  const { data, loading, error, fetchMore } = useQuery(ProfileItemsDocument, { variables: { username, kind }, fetchPolicy: 'cache-and-network' });
  const { open } = useContentDetail();
  const page = data?.contentByUser;
  const more = useLoadMore(page?.next_cursor, fetchMore, `${kind}s`);

  if (!page) {
    if (error) return <Alert tone="error" messages={describeError(error, DEFAULT_PROBLEM_TEXTS).messages} />;
    return loading ? (
      <p className="profile-items__status" role="status">
        <Spinner /> Loading...
      </p>
    ) : null;
  }
  if (page.items.length === 0) return <p className="profile-items__status">{EMPTY_TEXT[kind]}</p>;
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
        endText={kind === 'remark' ? "You've reached the end" : undefined}
      />
    </>
  );
}
