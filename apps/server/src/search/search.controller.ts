import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SEARCH_LIMITS, SEARCH_TYPES } from '@gatherly/schema';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { SEARCH_DESCRIPTION, SEARCH_MODELS, SEARCH_RESULT, SearchCursorJson, searchJson } from './search.json';
import { searchCursorOf } from './search-cursor';
import { SearchService } from './search.service';

@ApiTags('search')
@ApiAuth()
@ApiExtraModels(...SEARCH_MODELS)
@Controller('api/search')
@UseGuards(AuthGuard)
export class SearchController {
  constructor(
    private readonly search: SearchService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Remarks, posts (captions and image descriptions), events and comments by their words (stemmed, accents ignored), or people by name, or tags; only what you may see, and of others only what they let be found. ' +
      SEARCH_DESCRIPTION,
  })
  @ApiQuery({ name: 'q', required: true, schema: { type: 'string', minLength: 1 }, description: `The words to search for; blank answers 400 naming q; only the first ${SEARCH_LIMITS.queryLength} characters count.` })
  @ApiQuery({ name: 'type', required: false, schema: { type: 'string', enum: [...SEARCH_TYPES], default: 'all' }, description: 'What to look among; all is remarks, posts, events and comments.' })
  @ApiQuery({
    name: 'cursor',
    required: false,
    schema: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', example: searchCursorOf({ rank: '0.1', created_at: '2026-01-01T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' }) },
    description: 'next_cursor.cursor of the previous page; none for the first.',
  })
  @ApiSuccess(200, 'A page of results.', { results: { type: 'array', items: SEARCH_RESULT }, next_cursor: orNull(SearchCursorJson) })
  @ApiFailures(400, 401, 403)
  async find(@CurrentViewer() viewer: Viewer, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest) {
    const page = await this.search.search(viewer, query.q, query.type, query.cursor);
    // The search read what the viewer did with each item and what it is shown with: no statement more for those.
    const loaders = this.loaders.forRequest(request, viewer.accountId);
    page.around.forEach((around, id) => loaders.prime(id, around));
    return { success: true, data: await searchJson(page, loaders) };
  }
}
