import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo, type GraphqlContext } from '../common/auth/request-context';
import { ChangePasswordInput } from './change-password.input';
import { PasswordChangeService } from './password-change.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** Changes to the signed-in account over GraphQL. */
@Resolver()
@UseGuards(AuthGuard)
export class AccountChangesResolver {
  constructor(private readonly password: PasswordChangeService) {}

  @Mutation(() => String, {
    description:
      'Changes the password and ends every other session (their refresh answers auth/session_ended_password_changed); the account is mailed. ' +
      'A wrong current password is request/invalid and counts as a failed login; a personal access token gets auth/forbidden. Answers the message to show.',
  })
  changePassword(
    @CurrentViewer() viewer: Viewer,
    @Args('input', { description: 'The current password and the new one.' }) input: ChangePasswordInput,
    @Context() { req }: GraphqlContext,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    return this.password.change(viewer, input, clientInfo(req), language);
  }
}
