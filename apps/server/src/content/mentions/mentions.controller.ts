import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { LIMITS, RICH_TEXT_LIMITS } from '@gatherly/schema';
import { IsOptional, IsString } from 'class-validator';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { ApiAuth } from '../../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../../openapi/responses';
import { PersonJson, personJson } from '../../profiles/profile.json';
import { MentionSuggestionsService } from './mention-suggestions.service';

/** Query of GET /api/profile/mention-suggestions. */
export class MentionSuggestionsQuery {
  @ApiPropertyOptional({ description: `What follows the @ typed so far (a leading @ is ignored): the start of a user name or of a word of a full name, in any case; blank offers the people you follow. Only its first ${LIMITS.userSearchQueryLength} characters are used.` })
  @IsOptional()
  @IsString()
  query?: string;
}

/** The people offered while writing `@name` in a text. */
@ApiTags('profile')
@ApiAuth()
@Controller('api/profile')
@UseGuards(AuthGuard)
export class MentionsController {
  constructor(private readonly suggestions: MentionSuggestionsService) {}

  @Get('mention-suggestions')
  @ApiOperation({
    summary: `People to mention: user names or words of full names starting with \`query\`, the people you follow first, then the rest by user name; nobody behind a block nor suspended; at most ${RICH_TEXT_LIMITS.mentionSuggestions}.`,
  })
  @ApiSuccess(200, 'The people offered, best first.', { accounts: [PersonJson] })
  @ApiFailures(400, 401, 403)
  async mentionSuggestions(@CurrentViewer() viewer: Viewer, @Query() query: MentionSuggestionsQuery) {
    return { success: true, data: { accounts: (await this.suggestions.suggest(viewer, query.query)).map(personJson) } };
  }
}
