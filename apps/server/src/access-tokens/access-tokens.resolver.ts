import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { AccessToken, AccessTokenInput, CreatedAccessToken } from './access-token.models';
import { AccessTokensService } from './access-tokens.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** Personal access tokens over GraphQL, for the person signed in. */
@Resolver()
@UseGuards(AuthGuard)
export class AccessTokensResolver {
  constructor(private readonly tokens: AccessTokensService) {}

  @Query(() => [AccessToken], { description: "The signed-in user's personal access tokens, newest first." })
  accessTokens(@CurrentViewer() viewer: Viewer): Promise<AccessToken[]> {
    return this.tokens.list(viewer);
  }

  @Mutation(() => CreatedAccessToken, { description: 'Makes a personal access token; its secret is answered this once.' })
  createAccessToken(
    @CurrentViewer() viewer: Viewer,
    @Args('input', { description: `Its name, scopes and expiry; request/conflict once you hold ${ACCESS_TOKEN_LIMITS.perAccount}. Only a signed-in session may make one, not a token.` }) input: AccessTokenInput,
  ): Promise<CreatedAccessToken> {
    return this.tokens.create(viewer, input);
  }

  @Mutation(() => String, { description: 'Revokes a personal access token: it stops working at once. Answers the message to show.' })
  async revokeAccessToken(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID, description: 'Id of one of your tokens; access_token/not_found for any other.' }) id: string,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    await this.tokens.revoke(viewer, id);
    return word(language.answer, ACCESS_TOKEN_MESSAGES.revoked);
  }
}
