import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { hashtagsOf } from '@gatherly/schema';
import type { GraphqlContext } from '../common/auth/request-context';
import { loadersOf } from '../content/shared/content-item.resolver';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { Comment, ContentItem, type Row } from '../content/shared/content.models';
import { DATABASE_COST } from '../graphql/database-cost';

/** The tags an item carries, as stored when it was written: one statement for a whole page of items. */
@Resolver(() => ContentItem)
export class ItemHashtagsResolver {
  constructor(private readonly loaders: ContentLoadersFactory) {}

  @ResolveField(() => [String], {
    description: 'The #tags its text carries (an event: its name and description), in their normal form (lower case, accents folded), alphabetical.',
    complexity: DATABASE_COST.loadedField,
  })
  hashtags(@Parent() item: Row<ContentItem>, @Context() context: GraphqlContext): Promise<string[]> {
    return loadersOf(this.loaders, context).hashtags.load(item.id);
  }
}

/** A comment's tags, read from its text: they link to their pages, though tag pages list items only. */
@Resolver(() => Comment)
export class CommentHashtagsResolver {
  @ResolveField(() => [String], { description: 'The #tags it carries, in their normal form (lower case, accents folded), in the order written.' })
  hashtags(@Parent() comment: Comment): string[] {
    return hashtagsOf(comment.comment_content);
  }
}
