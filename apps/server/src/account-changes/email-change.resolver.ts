import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import { Account } from '../accounts/models/account.model';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo, type GraphqlContext } from '../common/auth/request-context';
import { ChangeEmailInput, EmailChangeConfirmation, EmailChangeRequest } from './email-change.models';
import { EmailChangeService } from './email-change.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** A new e-mail address over GraphQL. */
@Resolver(() => Account)
export class EmailChangeResolver {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Mutation(() => EmailChangeRequest, {
    description:
      'Asks to move the account to another address: a link that works once within 24 hours is mailed to it, and the current address is told. ' +
      'The address changes only when the link is opened; asking again ends the earlier link. A wrong password is request/invalid and counts as a failed login; ' +
      'an address of another account is account/email_taken; a personal access token gets auth/forbidden.',
  })
  @UseGuards(AuthGuard)
  changeEmail(
    @CurrentViewer() viewer: Viewer,
    @Args('input', { description: 'The password and the new address.' }) input: ChangeEmailInput,
    @Context() { req }: GraphqlContext,
    @InLanguage() language: RequestLanguage,
  ): Promise<EmailChangeRequest> {
    return this.emailChange.request(viewer, input, clientInfo(req), language);
  }

  @Mutation(() => EmailChangeConfirmation, {
    description: 'Applies a change of address with the token of the mailed link, signed in or not. auth/token_invalid for a used or expired link; account/email_taken when the address was taken meanwhile.',
  })
  confirmEmailChange(@Args('token', { description: 'The email_change_token of the link.' }) token: string, @InLanguage() language: RequestLanguage): Promise<EmailChangeConfirmation> {
    return this.emailChange.confirm(token, language);
  }

  @ResolveField(() => String, { nullable: true, description: 'The address a change asked for waits to be confirmed at (its link is live); null when none.' })
  pending_email(@Parent() account: Account): Promise<string | null> {
    return this.emailChange.pending(account.id);
  }
}
