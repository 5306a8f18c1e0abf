import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { OlderCommentsDocument } from '../../features/content/engagement/CommentList.generated';
import { RemarkDetailDocument } from '../../features/content/remarks/RemarkDetail.generated';
import type { CommentItem_CommentFragment } from '../../features/content/engagement/CommentItem.generated';
import { possibleTypes, typePolicies } from './type-policies';

const comment = (n: number): CommentItem_CommentFragment =>
  ({ __typename: 'Comment', id: `c${n}`, comment_content: `Comment ${n}`, created_at: `2026-01-01T00:00:${String(n).padStart(2, '0')}Z`, account_username: 'ada', account_profile_image: null, mentions: [], link_preview: null }) as CommentItem_CommentFragment;

const cursor = (n: number) => ({ __typename: 'PageCursor' as const, cursor_timestamp: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000000Z`, cursor_id: `c${n}` });

const page = (from: number, to: number, older: number | null) => ({
  __typename: 'CommentPage' as const,
  items: Array.from({ length: to - from + 1 }, (_, index) => comment(from + index)),
  next_cursor: older === null ? null : cursor(older),
});

function remark(comments: ReturnType<typeof page>) {
  return {
    __typename: 'Remark' as const,
    id: 'r1',
    remark_id: 'r1',
    remark_content: 'Hello',
    created_at: '2026-01-01T00:00:00Z',
    edited_at: null,
    account_username: 'ada',
    account_profile_image: null,
    url: null,
    like_count: 0,
    is_liked: false,
    comment_count: 6,
    mentions: [],
    link_preview: null,
    comments,
  };
}

describe('comments in the cache', () => {
  it('an older page read goes in front of the comments shown, and its cursor takes over', () => {
    const cache = new InMemoryCache({ typePolicies, possibleTypes });
    cache.writeQuery({ query: RemarkDetailDocument, variables: { id: 'r1' }, data: { remark: remark(page(5, 6, 5)) } as never });
    cache.writeQuery({
      query: OlderCommentsDocument,
      variables: { id: 'r1', after: { cursor_timestamp: cursor(5).cursor_timestamp, cursor_id: 'c5' } },
      data: { contentItem: { __typename: 'Remark', id: 'r1', comments: page(3, 4, 3) } } as never,
    });
    const read = cache.readQuery({ query: RemarkDetailDocument, variables: { id: 'r1' } })?.remark?.comments;
    expect(read?.items.map((item) => item.id)).toEqual(['c3', 'c4', 'c5', 'c6']);
    expect(read?.next_cursor?.cursor_id).toBe('c3');
  });

  it('the newest page read again replaces what was there', () => {
    const cache = new InMemoryCache({ typePolicies, possibleTypes });
    cache.writeQuery({ query: RemarkDetailDocument, variables: { id: 'r1' }, data: { remark: remark(page(5, 6, 5)) } as never });
    cache.writeQuery({ query: RemarkDetailDocument, variables: { id: 'r1' }, data: { remark: remark(page(6, 7, 6)) } as never });
    const read = cache.readQuery({ query: RemarkDetailDocument, variables: { id: 'r1' } })?.remark?.comments;
    expect(read?.items.map((item) => item.id)).toEqual(['c6', 'c7']);
  });
});
