import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { Page } from '../common/paging/keyset';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { ContentPage, type ContentItem, type Row } from '../content/shared/content.models';
import { FeedService } from './feed.service';

@Resolver()
@UseGuards(AuthGuard)
export class FeedResolver {
  constructor(private readonly feed: FeedService) {}

  @Query(() => ContentPage, { description: "The signed-in user's home feed: their items and those of everyone they follow, newest first." })
  homeFeed(
    @CurrentViewer() viewer: Viewer,
    @Args('after', { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: PageCursorInput | null,
  ): Promise<Page<Row<ContentItem>>> {
    return this.feed.page(viewer, after);
  }
}
