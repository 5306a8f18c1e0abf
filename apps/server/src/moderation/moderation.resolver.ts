import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { ModerationLogPage, OpenReportPage } from './moderation.models';
import { ModerationService } from './moderation.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

const AFTER = { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' } as const;
const REPORT = { type: () => ID, description: 'The open report acted on.' } as const;
const REASON = { description: `Why, as the account concerned is told it; at most ${MODERATION_LIMITS.reasonLength} characters.` } as const;

/** The moderators' queries and mutations; everyone else gets FORBIDDEN from the service. */
@Resolver()
@UseGuards(AuthGuard)
export class ModerationResolver {
  constructor(private readonly moderation: ModerationService) {}

  @Query(() => OpenReportPage, { description: 'Open reports, oldest first, with what they are about (moderators only).' })
  openReports(@CurrentViewer() viewer: Viewer, @Args('after', AFTER) after: PageCursorInput | null): Promise<OpenReportPage> {
    return this.moderation.openReports(viewer, after);
  }

  @Query(() => ModerationLogPage, { description: 'The moderation log, newest first (moderators only).' })
  moderationLog(@CurrentViewer() viewer: Viewer, @Args('after', AFTER) after: PageCursorInput | null): Promise<ModerationLogPage> {
    return this.moderation.actions(viewer, after);
  }

  @Mutation(() => String, { description: 'Removes the reported remark, post, event, comment or message; its author is told the reason by mail. Answers the message to show.' })
  async removeReportedContent(@CurrentViewer() viewer: Viewer, @Args('reportId', REPORT) reportId: string, @Args('reason', REASON) reason: string, @InLanguage() language: RequestLanguage): Promise<string> {
    await this.moderation.removeContent(viewer, reportId, reason);
    return word(language.answer, MODERATION_MESSAGES.removed);
  }

  @Mutation(() => String, { description: 'Suspends the account that wrote (or is) the reported target: its sessions end, it cannot log in, its content is hidden.' })
  async suspendReportedAccount(@CurrentViewer() viewer: Viewer, @Args('reportId', REPORT) reportId: string, @Args('reason', REASON) reason: string, @InLanguage() language: RequestLanguage): Promise<string> {
    await this.moderation.suspend(viewer, reportId, reason);
    return word(language.answer, MODERATION_MESSAGES.suspended);
  }

  @Mutation(() => String, { description: 'Closes the report, and the other open reports of the same target, doing nothing to it; the reason is kept in the moderation log.' })
  async dismissReport(
    @CurrentViewer() viewer: Viewer,
    @Args('reportId', REPORT) reportId: string,
    @Args('reason', { description: `Why nothing is done, kept in the moderation log; at most ${MODERATION_LIMITS.reasonLength} characters.` }) reason: string,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    await this.moderation.dismiss(viewer, reportId, reason);
    return word(language.answer, MODERATION_MESSAGES.dismissed);
  }

  @Mutation(() => String, { description: "Lifts an account's suspension; its owner is told the reason by mail." })
  async liftSuspension(
    @CurrentViewer() viewer: Viewer,
    @Args('accountId', { type: () => ID, description: 'The suspended account (account_id of the log); request/conflict when it is not suspended.' }) accountId: string,
    @Args('reason', REASON) reason: string,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    await this.moderation.liftSuspension(viewer, accountId, reason);
    return word(language.answer, MODERATION_MESSAGES.lifted);
  }
}
