import { UseGuards } from '@nestjs/common';
import { Args, Context, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../common/auth/request-context';
import type { Page } from '../common/paging/keyset';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { loadersOf } from '../content/shared/content-item.resolver';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { ContentPage, type ContentItem, type Row } from '../content/shared/content.models';
import { DATABASE_COST } from '../graphql/database-cost';
import { Tag, TrendingTag } from './hashtag.models';
import { HashtagsService, type TagInfo } from './hashtags.service';

const NAME = { description: "The tag, in any case and accents, with or without '#'; request/invalid when it is no tag." };

@Resolver(() => Tag)
@UseGuards(AuthGuard)
export class HashtagsResolver {
  constructor(
    private readonly hashtags: HashtagsService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Query(() => Tag, { nullable: true, description: 'A tag with its count and whether you follow it (a tag no item carries yet counts 0).' })
  tag(@CurrentViewer() viewer: Viewer, @Args('name', NAME) name: string): Promise<TagInfo> {
    return this.hashtags.tag(viewer, name);
  }

  @Query(() => [TrendingTag], { description: 'The tags most taken up in the last 24 hours, most first; at most 10.' })
  trendingTags(): Promise<TrendingTag[]> {
    return this.hashtags.trending();
  }

  @Mutation(() => Tag, { description: 'Follows a tag: its new items join your home feed. Following twice changes nothing.' })
  followTag(@CurrentViewer() viewer: Viewer, @Args('name', NAME) name: string): Promise<TagInfo> {
    return this.hashtags.follow(viewer, name);
  }

  @Mutation(() => Tag, { description: 'Stops following a tag.' })
  unfollowTag(@CurrentViewer() viewer: Viewer, @Args('name', NAME) name: string): Promise<TagInfo> {
    return this.hashtags.unfollow(viewer, name);
  }

  @ResolveField(() => ContentPage, { description: 'The items carrying the tag that you may see, newest first.', complexity: ({ childComplexity }) => DATABASE_COST.rootField + childComplexity })
  async items(
    @Parent() tag: TagInfo,
    @CurrentViewer() viewer: Viewer,
    @Args('after', { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: PageCursorInput | null,
    @Context() context: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Row<ContentItem>>> {
    const page = await this.hashtags.page(viewer, tag.name, after, this.loaders.partsAsked(info));
    // The page read what the viewer did with each item and what the query shows around it: no statement more for those.
    loadersOf(this.loaders, context).primePage(page.items, page.around);
    return page;
  }
}
