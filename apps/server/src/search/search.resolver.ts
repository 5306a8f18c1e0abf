import { UseGuards } from '@nestjs/common';
import { Args, Context, Info, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { SEARCH_LIMITS, type SearchType } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../common/auth/request-context';
import { loadersOf } from '../content/shared/content-item.resolver';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { SearchPage, SearchTypeEnum } from './search.models';
import { SearchService } from './search.service';

@Resolver()
@UseGuards(AuthGuard)
export class SearchResolver {
  constructor(
    private readonly search: SearchService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Query(() => SearchPage, {
    name: 'search',
    description: `Remarks, posts (captions and image descriptions), events and comments by their words (stemmed, accents ignored), or people or tags; only what the signed-in user may see, and of others only what they let be found. Best first, then newest; ${SEARCH_LIMITS.pageSize} a page.`,
  })
  async searchEverything(
    @CurrentViewer() viewer: Viewer,
    @Args('query', { description: `The words to search for; blank is refused (naming q); only the first ${SEARCH_LIMITS.queryLength} characters count.` }) query: string,
    @Args('type', { type: () => SearchTypeEnum, nullable: true, description: 'What to look among; all (remarks, posts, events and comments) when none.' }) type: SearchType | null,
    @Args('after', { type: () => String, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: string | null,
    @Context() context: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SearchPage> {
    const page = await this.search.search(viewer, query, type, after, this.loaders.partsAsked(info));
    // The search read what the viewer did with each item and what the query shows around it: no statement more for those.
    const loaders = loadersOf(this.loaders, context);
    page.around.forEach((around, id) => loaders.prime(id, around));
    return {
      items: page.results.map((result) => ({ type: result.type, rank: result.rank, item: result.item ?? null, comment: result.comment ?? null, person: result.person ?? null, tag: result.tag ?? null })),
      next_cursor: page.next_cursor,
    };
  }
}
