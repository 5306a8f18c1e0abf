import { Inject, UseGuards } from '@nestjs/common';
import type { ContentKindName } from '@gatherly/schema';
import { Args, Context, ID, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { AuthGuard } from '../../accounts/auth.guard';
import type { GraphqlContext } from '../../common/auth/request-context';
import { DomainError } from '../../common/errors/domain-error';
import type { Page } from '../../common/paging/keyset';
import { PageCursorInput } from '../../common/paging/page-cursor.model';
import { ProfilesService } from '../../profiles/profiles.service';
import { ContentItemsService } from './content-items.service';
import { CONTENT_KINDS, type ContentKindRegistry } from './content-kind';
import { EngagementService } from '../engagement/engagement.service';
import { CommentPage, ContentItem, ContentKindEnum, ContentPage, Row } from './content.models';
import { ContentLoaders, ContentLoadersFactory } from './content-loaders';
import { DATABASE_COST } from '../../graphql/database-cost';
import { LinkPreview } from '../../link-previews/link-preview.model';
import { Mention } from '../mentions/mention.model';

/** Loaders of the GraphQL request; every content query is behind the auth guard, which set the viewer. */
export function loadersOf(factory: ContentLoadersFactory, context: GraphqlContext): ContentLoaders {
  const viewer = context.req.viewer;
  if (!viewer) throw DomainError.unauthenticated();
  return factory.forRequest(context.req, viewer.accountId);
}

/** Items of any kind, and the counts and comments every kind shares, resolved in batches. */
@Resolver(() => ContentItem)
export class ContentItemResolver {
  constructor(
    private readonly loaders: ContentLoadersFactory,
    private readonly items: ContentItemsService,
    private readonly profiles: ProfilesService,
    private readonly engagement: EngagementService,
    @Inject(CONTENT_KINDS) private readonly kinds: ContentKindRegistry,
  ) {}

  @Query(() => ContentItem, { nullable: true, description: 'An item of any kind by id; null when there is none.' })
  @UseGuards(AuthGuard)
  contentItem(@Args('id', { type: () => ID, description: 'Id of a remark, post or event; null is answered for none, or one behind a block.' }) id: string, @Context() context: GraphqlContext): Promise<Row<ContentItem> | null> {
    return loadersOf(this.loaders, context).item.load(id);
  }

  @Query(() => ContentPage, { description: "A user's items of one kind, newest first, a page at a time." })
  @UseGuards(AuthGuard)
  async contentByUser(
    @CurrentViewer() viewer: Viewer,
    @Args('username', { description: 'User name of the author, in any case; account/not_found when there is none or they blocked you.' }) username: string,
    @Args('kind', { type: () => ContentKindEnum, description: 'Which kind of items.' }) kind: ContentKindName,
    @Args('after', { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: PageCursorInput | null,
    @Context() context: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Row<ContentItem>>> {
    const page = await this.items.byAuthor(this.kinds[kind], await this.profiles.idOf(username, viewer), after, viewer, this.loaders.partsAsked(info));
    // The page read what the viewer did with each item and what the query shows around it: no statement more for those.
    loadersOf(this.loaders, context).primePage(page.items, page.around);
    return page;
  }

  @Mutation(() => ContentItem, { nullable: true, description: 'Deletes a comment (one\'s own, or any on one\'s own item); answers the item it was on, with its count.' })
  @UseGuards(AuthGuard)
  async deleteComment(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID, description: "Id of the comment: one's own, or any on one's own item (auth/forbidden for others); comment/not_found when there is none." }) id: string, @Context() context: GraphqlContext): Promise<Row<ContentItem> | null> {
    const { itemId } = await this.engagement.deleteComment(viewer, id, null);
    return loadersOf(this.loaders, context).item.load(itemId);
  }

  @ResolveField(() => Boolean, { complexity: DATABASE_COST.loadedField })
  async is_liked(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<boolean> {
    return (await loadersOf(this.loaders, context).viewer.load(item.id)).is_liked;
  }

  @ResolveField(() => [Mention], { complexity: DATABASE_COST.loadedField })
  mentions(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<Mention[]> {
    return loadersOf(this.loaders, context).mentions.load(item.id);
  }

  @ResolveField(() => LinkPreview, { nullable: true, complexity: DATABASE_COST.loadedField })
  link_preview(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<LinkPreview | null> {
    return loadersOf(this.loaders, context).linkPreview.load(item.id);
  }

  // The newest page comes with the other items' in one statement; an older page is a lookup of its own.
  @ResolveField(() => CommentPage, { complexity: ({ args, childComplexity }) => (args.after ? DATABASE_COST.rootField : DATABASE_COST.loadedField) + childComplexity })
  comments(
    @Parent() item: Row<ContentItem>,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('after', { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the page shown; none for the newest comments.' }) after: PageCursorInput | null,
  ): Promise<CommentPage> {
    return after ? this.engagement.comments(viewer, item.id, item.kind, after) : loadersOf(this.loaders, context).comments.load(item.id);
  }
}
