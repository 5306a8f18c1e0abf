import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { AllowRestricted } from '../common/auth/allow-restricted';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo, type GraphqlContext } from '../common/auth/request-context';
import { AccountDeletion, AccountDeletionInput, CancelAccountDeletionInput } from './account-deletion.models';
import { AccountDeletionService } from './account-deletion.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** Deleting one's account over GraphQL, and cancelling it during the grace period. */
@Resolver()
export class AccountDeletionResolver {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Mutation(() => AccountDeletion, {
    description:
      'Schedules the deletion of your account after the grace period: it is hidden and every session ends at once. Until then `login` errs account/deletion_pending (extensions.deletion_scheduled_for) and cancelAccountDeletion brings it back. request/conflict when already scheduled.',
  })
  @UseGuards(AuthGuard)
  @AllowRestricted()
  requestAccountDeletion(
    @CurrentViewer() viewer: Viewer,
    @Args('input', { description: 'Your password, and a code when two-factor sign-in is on.' }) input: AccountDeletionInput,
    @Context() { req }: GraphqlContext,
    @InLanguage() language: RequestLanguage,
  ): Promise<AccountDeletion> {
    return this.deletion.request(viewer, input, clientInfo(req), language);
  }

  @Mutation(() => String, { description: 'Cancels the pending deletion of an account, signed out; answers the text to show. Then log in as usual. Throttled as login.' })
  cancelAccountDeletion(
    @Args('input', { description: "The account's e-mail address and password, and a code when two-factor sign-in is on." }) input: CancelAccountDeletionInput,
    @Context() { req }: GraphqlContext,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    return this.deletion.cancel(input, clientInfo(req), language);
  }
}
