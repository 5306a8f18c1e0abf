import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { RICH_TEXT_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { Person } from '../../profiles/profile.models';
import { MentionSuggestionsService } from './mention-suggestions.service';

/** The people offered while writing `@name` in a text. */
@Resolver()
@UseGuards(AuthGuard)
export class MentionsResolver {
  constructor(private readonly suggestions: MentionSuggestionsService) {}

  @Query(() => [Person], {
    description: `People to mention: user names or words of full names starting with the query, the people you follow first, then the rest by user name; nobody behind a block nor suspended; at most ${RICH_TEXT_LIMITS.mentionSuggestions}.`,
  })
  mentionSuggestions(
    @CurrentViewer() viewer: Viewer,
    @Args('query', { type: () => String, nullable: true, description: 'What follows the @ typed so far (a leading @ is ignored); blank offers the people you follow.' }) query: string | null,
  ): Promise<Person[]> {
    return this.suggestions.suggest(viewer, query);
  }
}
