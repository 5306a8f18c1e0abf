import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../../accounts/auth.guard';
import type { GraphqlContext } from '../../common/auth/request-context';
import { DomainError } from '../../common/errors/domain-error';
import { Comment, ContentItem, Row } from './content.models';
import { ContentLoaders, ContentLoadersFactory } from './content-loaders';

/** Loaders of the GraphQL request; every content query is behind the auth guard, which set the viewer. */
export function loadersOf(factory: ContentLoadersFactory, context: GraphqlContext): ContentLoaders {
  const viewer = context.req.viewer;
  if (!viewer) throw DomainError.unauthenticated();
  return factory.forRequest(context.req, viewer.accountId);
}

/** Items of any kind, and the counts and comments every kind shares, resolved in batches. */
@Resolver(() => ContentItem)
export class ContentItemResolver {
  constructor(private readonly loaders: ContentLoadersFactory) {}

  @Query(() => ContentItem, { nullable: true, description: 'An item of any kind by id; null when there is none.' })
  @UseGuards(AuthGuard)
  contentItem(@Args('id', { type: () => ID, description: 'Item id.' }) id: string, @Context() context: GraphqlContext): Promise<Row<ContentItem> | null> {
    return loadersOf(this.loaders, context).item.load(id);
  }

  @ResolveField(() => Int)
  async like_count(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<number> {
    return (await loadersOf(this.loaders, context).stats.load(item.id)).like_count;
  }

  @ResolveField(() => Boolean)
  async is_liked(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<boolean> {
    return (await loadersOf(this.loaders, context).stats.load(item.id)).is_liked;
  }

  @ResolveField(() => Int)
  async comment_count(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<number> {
    return (await loadersOf(this.loaders, context).stats.load(item.id)).comment_count;
  }

  @ResolveField(() => [Comment])
  comments(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<Comment[]> {
    return loadersOf(this.loaders, context).comments.load(item.id);
  }
}
