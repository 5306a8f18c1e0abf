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

/** Fields every kind shares, resolved in batches; remarks, posts and events inherit them. */
@Resolver(() => ContentItem)
export class ContentItemResolver {
  constructor(private readonly loaders: ContentLoadersFactory) {}

  @ResolveField(() => String)
  async account_username(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<string> {
    return (await loadersOf(this.loaders, context).author.load(item.authorId)).username;
  }

  @ResolveField(() => String, { nullable: true })
  async account_profile_image(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<string | null> {
    return (await loadersOf(this.loaders, context).author.load(item.authorId)).profile_image;
  }

  @ResolveField(() => Int)
  like_count(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<number> {
    return loadersOf(this.loaders, context).likeCount.load(item.id);
  }

  @ResolveField(() => Boolean)
  is_liked(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<boolean> {
    return loadersOf(this.loaders, context).isLiked.load(item.id);
  }

  @ResolveField(() => Int)
  comment_count(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<number> {
    return loadersOf(this.loaders, context).commentCount.load(item.id);
  }

  @ResolveField(() => [Comment])
  comments(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<Comment[]> {
    return loadersOf(this.loaders, context).comments.load(item.id);
  }
}
