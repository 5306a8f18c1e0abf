import { UseGuards } from '@nestjs/common';
import { Args, Context, Info, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../common/auth/request-context';
import { loadersOf } from '../content/shared/content-item.resolver';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import type { Page } from '../common/paging/keyset';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { ContentPage, type ContentItem, type Row } from '../content/shared/content.models';
import { FeedService } from './feed.service';

@Resolver()
@UseGuards(AuthGuard)
export class FeedResolver {
  constructor(
    private readonly feed: FeedService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Query(() => ContentPage, { description: "The signed-in user's home feed: their items and those of everyone they follow, newest first." })
  async homeFeed(
    @CurrentViewer() viewer: Viewer,
    @Args('after', { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: PageCursorInput | null,
    @Context() context: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Row<ContentItem>>> {
    const page = await this.feed.page(viewer, after, this.loaders.partsAsked(info));
    // The page read what the viewer did with each item and what the query shows around it: no statement more for those.
    loadersOf(this.loaders, context).primePage(page.items, page.around);
    return page;
  }
}
