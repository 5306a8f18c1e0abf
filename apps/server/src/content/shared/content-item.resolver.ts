import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
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

/** Counts and comments every kind shares, resolved in batches; remarks, posts and events inherit them. */
@Resolver(() => ContentItem)
export class ContentItemResolver {
  constructor(private readonly loaders: ContentLoadersFactory) {}

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
