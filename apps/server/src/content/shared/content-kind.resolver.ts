import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { LIMITS, type ContentKindName } from '@gatherly/schema';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { EngagementService } from '../engagement/engagement.service';
import { CommentInput } from './comment.input';
import { loadersOf } from './content-item.resolver';
import { ContentItemsService } from './content-items.service';
import { Comment, ContentItem, Row } from './content.models';
import { ContentKindDefinition } from './content-kind';
import { ContentLoadersFactory } from './content-loaders';

/** The `id` argument of a change to one's own item of `kind`. */
export const ownItemIdArg = (kind: ContentKindName) => ({
  type: () => ID,
  description: `Id of one's own ${kind}; auth/forbidden for someone else's, ${kind}/not_found when there is none.`,
});

/**
 * The GraphQL operations every kind has, named after it: for remarks `remark(id)`, `deleteRemark`,
 * `likeRemark`, `unlikeRemark` and `commentOnRemark`. A kind's resolver extends
 * `ContentKindResolver(itsKind)` (NestJS resolver inheritance) and adds only what is its own:
 * creation, update, and fields of its own.
 */
export function ContentKindResolver<T extends ContentItem>(kind: ContentKindDefinition<T>) {
  const type = kind.model.name;
  const missing = `${kind.name}/not_found when there is none, or a block stands between you and its author`;
  const itemId = { type: () => ID, description: `Id of the ${kind.name} (its id or ${kind.name}_id); ${missing}.` };

  @Resolver({ isAbstract: true })
  @UseGuards(AuthGuard)
  abstract class KindResolver {
    @Inject(ContentItemsService) protected readonly items: ContentItemsService;
    @Inject(EngagementService) protected readonly engagement: EngagementService;
    @Inject(ContentLoadersFactory) protected readonly loaders: ContentLoadersFactory;

    @Query(() => kind.model, { name: kind.name, nullable: true, description: `The ${kind.name} with this id; null when there is none.` })
    byId(@Args('id', { type: () => ID, description: `Id of the ${kind.name} (its id or ${kind.name}_id).` }) id: string, @Context() context: GraphqlContext): Promise<Row<T> | null> {
      return loadersOf(this.loaders, context).ofKind(kind).load(id);
    }

    @Mutation(() => Boolean, { name: `delete${type}`, description: `Deletes one's own ${kind.name} and everything attached to it.` })
    async delete(@CurrentViewer() viewer: Viewer, @Args('id', ownItemIdArg(kind.name)) id: string): Promise<boolean> {
      await this.items.delete(viewer, id, kind.name);
      return true;
    }

    @Mutation(() => kind.model, { name: `like${type}`, description: `Likes the ${kind.name} with this id; liking twice changes nothing.` })
    async like(@CurrentViewer() viewer: Viewer, @Args('id', itemId) id: string): Promise<Row<T>> {
      await this.engagement.like(viewer, id, kind.name);
      return this.items.get(kind, id);
    }

    @Mutation(() => kind.model, { name: `unlike${type}`, description: `Takes a like of the ${kind.name} with this id back.` })
    async unlike(@CurrentViewer() viewer: Viewer, @Args('id', itemId) id: string): Promise<Row<T>> {
      await this.engagement.unlike(viewer, id, kind.name);
      return this.items.get(kind, id);
    }

    @Mutation(() => Comment, { name: `commentOn${type}`, description: `Comments on the ${kind.name} named by item_id.` })
    comment(
      @CurrentViewer() viewer: Viewer,
      @Args('input', { description: `The ${kind.name} (item_id; ${missing}) and the comment, at most ${LIMITS.commentLength} characters.` }) input: CommentInput,
    ): Promise<Comment> {
      return this.engagement.comment(viewer, input.item_id, kind.name, input.comment_content);
    }
  }
  return KindResolver;
}
