import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';
import { KnownServerPage } from './server-blocks.models';
import { ServerBlocksService } from './server-blocks.service';

const HOST = { description: 'The host of the server, `name[:port]` (request/invalid when it names none, or this one).' } as const;

/** The servers of the fediverse, for moderators; everyone else gets FORBIDDEN from the service. */
@Resolver()
@UseGuards(AuthGuard)
export class ServerBlocksResolver {
  constructor(private readonly blocks: ServerBlocksService) {}

  @Query(() => KnownServerPage, { description: 'The servers known here (with accounts here) or blocked, by host (moderators only).' })
  instances(@CurrentViewer() viewer: Viewer, @Args('after', { type: () => String, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: string | null): Promise<KnownServerPage> {
    return this.blocks.servers(viewer, after);
  }

  @Mutation(() => String, { description: 'Blocks a server: it gets nothing more and is heard from no more; its accounts here are suspended with it. request/conflict when blocked already. Answers the message to show.' })
  async blockInstance(
    @CurrentViewer() viewer: Viewer,
    @Args('host', HOST) host: string,
    @Args('reason', { description: `Why, as the moderation log keeps it; at most ${MODERATION_LIMITS.reasonLength} characters.` }) reason: string,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    await this.blocks.block(viewer, host, reason);
    return word(language.answer, MODERATION_MESSAGES.serverBlocked);
  }

  @Mutation(() => String, { description: 'Unblocks a server: it is heard again, and the accounts its block suspended show again. request/conflict when it is not blocked. Answers the message to show.' })
  async unblockInstance(
    @CurrentViewer() viewer: Viewer,
    @Args('host', HOST) host: string,
    @Args('reason', { type: () => String, nullable: true, description: `Why, for the moderation log; at most ${MODERATION_LIMITS.reasonLength} characters.` }) reason: string | null,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    await this.blocks.unblock(viewer, host, reason);
    return word(language.answer, MODERATION_MESSAGES.serverUnblocked);
  }
}
