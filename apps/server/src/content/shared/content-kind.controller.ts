import { Body, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { createValidationPipe } from '../../common/errors/validation-pipe';
import type { Page } from '../../common/paging/keyset';
import { PageCursorInput } from '../../common/paging/page-cursor.model';
import { ProfilesService } from '../../profiles/profiles.service';
import { EngagementService } from '../engagement/engagement.service';
import { commentJson, commentPageJson } from './content-json';
import { ContentItemsService, type AroundPage } from './content-items.service';
import { EVERY_PART } from './item-around';
import type { ContentItem, Row } from './content.models';
import type { ContentKindDefinition } from './content-kind';
import { ContentLoadersFactory } from './content-loaders';
import { ApiAuth } from '../../openapi/openapi-document';
import { ApiFailures, ApiSuccess, orNull } from '../../openapi/responses';
import { PageCursor } from '../../common/paging/page-cursor.model';

/**
 * The REST routes every kind answers under its own path (spec §7), for remarks:
 * `GET /api/remarks/by-id/:id`, `DELETE /api/remarks/by-id/:id`, `GET /api/remarks/by-user/:username`,
 * `POST` and `DELETE /api/remarks/like/:id`, `GET /api/remarks/comments/:id` (older pages of
 * comments) and `POST /api/remarks/comment` with `{ remark_id, comment_content }`.
 * A kind's controller names its path, extends `ContentKindRoutes(itsKind)` and adds only what is
 * its own: creation and update, whose bodies are the kind's fields.
 */
export function ContentKindRoutes<T extends ContentItem>(kind: ContentKindDefinition<T>) {
  const itemId = `${kind.name}_id`;

  @ApiAuth()
  @UseGuards(AuthGuard)
  abstract class KindRoutes {
    @Inject(ContentItemsService) protected readonly items: ContentItemsService;
    @Inject(EngagementService) protected readonly engagement: EngagementService;
    @Inject(ContentLoadersFactory) protected readonly loaders: ContentLoadersFactory;
    @Inject(ProfilesService) protected readonly profiles: ProfilesService;

    /** The spec's answer carrying the item: `{ success: true, data: { <kind>: {...} } }`. */
    protected async answer(viewer: Viewer, request: FastifyRequest, row: Row<T>) {
      return { success: true, data: { [kind.name]: await kind.toJson(row, this.loaders.forRequest(request, viewer.accountId)) } };
    }

    /**
     * The spec's answer carrying a page of items: `{ success: true, data: { <plural>: [...], next_cursor } }`;
     * what the page read around its items (`around`) is not read again.
     */
    protected async pageAnswer(viewer: Viewer, request: FastifyRequest, page: Page<Row<T>> & Partial<AroundPage<T>>) {
      const loaders = this.loaders.forRequest(request, viewer.accountId);
      if (page.around) loaders.primePage(page.items, page.around);
      return { success: true, data: { [kind.plural]: await Promise.all(page.items.map((row) => kind.toJson(row, loaders))), next_cursor: page.next_cursor } };
    }

    @Get('by-id/:id')
    @ApiOperation({ summary: `The ${kind.name} with this id, with its likes and comments.` })
    @ApiSuccess(200, `The ${kind.name}.`, { [kind.name]: kind.jsonModel })
    @ApiFailures(401, 403, 404)
    async get(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Req() request: FastifyRequest) {
      // The item with everything it is shown with, in one statement.
      const read = await this.items.getAround(kind, id, viewer, EVERY_PART);
      this.loaders.forRequest(request, viewer.accountId).primePage(read.items, read.around);
      return this.answer(viewer, request, read.items[0]);
    }

    @Get('by-user/:username')
    @ApiOperation({ summary: `A user's ${kind.plural}, newest first, a page at a time (cursor_timestamp and cursor_id of next_cursor).` })
    @ApiSuccess(200, `A page of their ${kind.plural}.`, { [kind.plural]: [kind.jsonModel], next_cursor: orNull(PageCursor) })
    @ApiFailures(400, 401, 403, 404)
    async byUser(@CurrentViewer() viewer: Viewer, @Param('username') username: string, @Query() cursor: PageCursorInput, @Req() request: FastifyRequest) {
      return this.pageAnswer(viewer, request, await this.items.byAuthor(kind, await this.profiles.idOf(username, viewer), cursor, viewer));
    }

    @Get('comments/:id')
    @ApiOperation({ summary: `Comments of the ${kind.name}, oldest first, a page at a time: the newest page, or the one older than next_cursor (cursor_timestamp and cursor_id).` })
    @ApiSuccess(200, 'A page of comments.', { comments: [kind.commentModel], next_cursor: orNull(PageCursor) })
    @ApiFailures(400, 401, 403, 404)
    async comments(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() cursor: PageCursorInput) {
      return { success: true, data: commentPageJson(await this.engagement.comments(viewer, id, kind.name, cursor)) };
    }

    @Delete('by-id/:id')
    @ApiOperation({ summary: `Delete one's own ${kind.name} and everything attached to it.` })
    @ApiSuccess(200, 'Deleted.')
    @ApiFailures(401, 403, 404, 429)
    async delete(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
      await this.items.delete(viewer, id, kind.name);
      return { success: true };
    }

    @Post('like/:id')
    @HttpCode(200)
    @ApiOperation({ summary: `Like the ${kind.name} with this id.` })
    @ApiSuccess(200, 'Liked (liking twice changes nothing).')
    @ApiFailures(401, 403, 404, 429)
    async like(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
      await this.engagement.like(viewer, id, kind.name);
      return { success: true };
    }

    @Delete('like/:id')
    @ApiOperation({ summary: 'Take a like back.' })
    @ApiSuccess(200, 'Not liked (any more).')
    @ApiFailures(401, 403, 404, 429)
    async unlike(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
      await this.engagement.unlike(viewer, id, kind.name);
      return { success: true };
    }

    @Post('comment')
    @ApiBody({ type: kind.commentBody })
    @ApiOperation({ summary: `Comment on the ${kind.name} named by ${itemId}.` })
    @ApiSuccess(201, 'The comment.', { comment: kind.commentModel })
    @ApiFailures(400, 401, 403, 404, 413, 415, 429)
    async comment(@CurrentViewer() viewer: Viewer, @Body(createValidationPipe(kind.commentBody)) body: { comment_content: string }) {
      const id = (body as unknown as Record<string, string>)[itemId];
      const comment = await this.engagement.comment(viewer, id, kind.name, body.comment_content);
      return { success: true, data: { comment: commentJson(comment) } };
    }

    @Delete('comment/:id')
    @ApiOperation({ summary: `Delete a comment on a ${kind.name}: one's own, or any on one's own ${kind.name}.` })
    @ApiSuccess(200, 'Deleted.')
    @ApiFailures(401, 403, 404, 429)
    async deleteComment(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
      await this.engagement.deleteComment(viewer, id, kind.name);
      return { success: true };
    }
  }
  return KindRoutes;
}
