import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { Page } from '../common/paging/keyset';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { Person, PersonPage, Profile } from '../profiles/profile.models';
import { Report, ReportInput } from './report.models';
import { ReportsService } from './reports.service';
import { SafetyService } from './safety.service';

const USERNAME = { description: 'User name, in any case.' } as const;
const AFTER = { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' } as const;

/** Muting, blocking and reporting over GraphQL. */
@Resolver()
@UseGuards(AuthGuard)
export class SafetyResolver {
  constructor(
    private readonly safety: SafetyService,
    private readonly reports: ReportsService,
  ) {}

  @Mutation(() => Report, { description: "Reports an account, an item, a comment or a message to the moderators; refused while one's earlier report of it is open." })
  reportContent(
    @CurrentViewer() viewer: Viewer,
    @Args('input', { description: 'What is reported and why; <kind>/not_found for a target you cannot see, request/invalid for your own.' }) input: ReportInput,
  ): Promise<Report> {
    return this.reports.report(viewer, input);
  }

  @Mutation(() => Profile, { description: 'Mutes a person: their items and notifications leave your feed and bell. They are not told.' })
  muteAccount(@CurrentViewer() viewer: Viewer, @Args('username', USERNAME) username: string): Promise<Profile> {
    return this.safety.mute(viewer, username);
  }

  @Mutation(() => Profile, { description: 'Unmutes a person.' })
  unmuteAccount(@CurrentViewer() viewer: Viewer, @Args('username', USERNAME) username: string): Promise<Profile> {
    return this.safety.unmute(viewer, username);
  }

  @Mutation(() => Profile, { description: 'Blocks a person: follows end both ways; they can no longer find, follow, see, engage with or message you.' })
  blockAccount(@CurrentViewer() viewer: Viewer, @Args('username', USERNAME) username: string): Promise<Profile> {
    return this.safety.block(viewer, username);
  }

  @Mutation(() => Profile, { description: 'Unblocks a person.' })
  unblockAccount(@CurrentViewer() viewer: Viewer, @Args('username', USERNAME) username: string): Promise<Profile> {
    return this.safety.unblock(viewer, username);
  }

  @Query(() => PersonPage, { description: 'The people the signed-in user blocked, most recent first, a page at a time.' })
  blockedAccounts(@CurrentViewer() viewer: Viewer, @Args('after', AFTER) after: PageCursorInput | null): Promise<Page<Person>> {
    return this.safety.blocked(viewer, after);
  }

  @Query(() => PersonPage, { description: 'The people the signed-in user muted, most recent first, a page at a time.' })
  mutedAccounts(@CurrentViewer() viewer: Viewer, @Args('after', AFTER) after: PageCursorInput | null): Promise<Page<Person>> {
    return this.safety.muted(viewer, after);
  }
}
