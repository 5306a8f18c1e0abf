import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { USERNAME_CHANGE_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import { Account } from '../accounts/models/account.model';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { ChangeUsernameInput, UsernameChange } from './username-change.models';
import { UsernameChangeService } from './username-change.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

const { daysBetweenChanges, redirectDays } = USERNAME_CHANGE_LIMITS;

/** A new username over GraphQL. */
@Resolver(() => Account)
export class UsernameChangeResolver {
  constructor(private readonly usernameChange: UsernameChangeService) {}

  @Mutation(() => UsernameChange, {
    description:
      `Changes the username, at most once every ${daysBetweenChanges} days (request/invalid before, saying when; a change of letter case alone is allowed at any time). ` +
      `For ${redirectDays} days the old name answers the profile and nobody else may take it. account/username_taken when the name is another account's or kept for one; ` +
      'a personal access token gets auth/forbidden.',
  })
  @UseGuards(AuthGuard)
  changeUsername(@CurrentViewer() viewer: Viewer, @Args('input', { description: 'The new username.' }) input: ChangeUsernameInput, @InLanguage() language: RequestLanguage): Promise<UsernameChange> {
    return this.usernameChange.change(viewer, input, language);
  }

  @ResolveField(() => Date, { nullable: true, description: `When the username may change again (${daysBetweenChanges} days after the last change); null when it may now.` })
  username_changeable_at(@Parent() account: Account): Promise<Date | null> {
    return this.usernameChange.nextChange(account.id);
  }
}
